// Types of hold-scripts.mjs (plain JavaScript: server.mjs runs it without a build).
import type { ServerResponse } from 'node:http';

export const HELD_SCRIPT_TYPE: 'text/x-after-paint';
export const LOADER_ID: 'after-largest-paint';
export function createScriptHolder(): { push(piece: Uint8Array): Buffer; end(): Buffer };
export function holdScriptsOf(res: ServerResponse): void;

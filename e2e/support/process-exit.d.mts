// Types of process-exit.mjs for the TypeScript journeys.
import type { ChildProcess } from 'node:child_process';

export declare function exited(child: ChildProcess): Promise<number | null>;

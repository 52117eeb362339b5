export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(): string | null;
export declare function chromiumLaunchOptions(): { args: string[]; executablePath?: string };

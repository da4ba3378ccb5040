export declare const chromiumPath: string;
export declare const chromiumFlags: string[];
export declare const launchOptions: { executablePath: string; args: string[] };
export declare const headlessShellPath: string;
export declare const testLaunchOptions: { executablePath: string; args: string[] };

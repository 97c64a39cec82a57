/** The browser every headless run uses (scripts/chromium-path.mjs). */
export declare const DEBIAN_CHROMIUM: string;
export declare const NO_CHROMIUM_MESSAGE: string;
export declare function playwrightChromium(): string | null;
export interface FindChromiumOptions {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  playwrightPath?: () => string | null;
}
export declare function findChromium(
  options?: FindChromiumOptions,
): { path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | { error: string };
/** The browser's path; throws the one-line message when there is none. */
export declare function chromiumPath(options?: FindChromiumOptions): string;

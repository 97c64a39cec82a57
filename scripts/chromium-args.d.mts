/** The Chromium switches of every headless run (scripts/chromium-args.mjs). */
export declare const CHROMIUM_ARGS: readonly string[];

// §4 "Registration prompt" and §9: for a guest, once per visit — immediately when a `ref` parameter
// is present, otherwise about 2 s after start — after a 100 ms start delay.
export const PROMPT_START_DELAY_MS = 100;
export const PROMPT_DELAY_MS = 2000;

/** sessionStorage: "once per visit" is once per browser session. */
export const PROMPT_SHOWN_KEY = 'registerPromptShown';

export interface PromptTimers<Handle> {
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
}

/**
 * Not over the responsible-gaming pages (docs/decisions/031-responsible-gaming-open-to-guests.md):
 * a person reading the warning signs or looking for the central self-exclusion is not invited to
 * sign up. The visit's prompt is not spent there.
 */
export function promptAllowedOn(pathname: string): boolean {
  return !/^(\/en)?\/responsible-(gambling|gaming)(\/|$)/.test(pathname);
}

export function promptDelay(hasRef: boolean): number {
  return PROMPT_START_DELAY_MS + (hasRef ? 0 : PROMPT_DELAY_MS);
}

/**
 * Schedules the prompt; when the time comes, `tryOpen` checks the conditions that may have changed
 * meanwhile (still a guest, no modal open, age verified, site serving). Returns the cancel function.
 */
export function scheduleRegistrationPrompt<Handle>(
  options: { hasRef: boolean; tryOpen: () => void } & PromptTimers<Handle>,
): () => void {
  const handle = options.setTimeout(options.tryOpen, promptDelay(options.hasRef));
  return () => options.clearTimeout(handle);
}

import { z } from 'zod';
import type { CaptchaVerifier } from '../../services/tenant-services.ts';

/** Tokens the local Turnstile stand-in issues in demo mode: `demo-turnstile-pass.<random>`. */
const DEMO_PASS = /^demo-turnstile-pass\.[A-Za-z0-9_-]{6,200}$/;
const USED_TOKENS_KEPT = 10_000;

/**
 * Demo mode: accepts the stand-in's passing tokens, once each like Turnstile (a replayed token is
 * refused, as Cloudflare answers `timeout-or-duplicate`); refuses `demo-turnstile-fail…` and
 * anything else.
 */
export function demoCaptchaVerifier(): CaptchaVerifier {
  const used = new Set<string>();
  return {
    async verify(token) {
      if (!DEMO_PASS.test(token) || used.has(token)) return false;
      used.add(token);
      if (used.size > USED_TOKENS_KEPT) {
        const oldest = used.values().next();
        if (!oldest.done) used.delete(oldest.value);
      }
      return true;
    },
  };
}

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const siteverifyAnswerSchema = z.object({ success: z.boolean() });

/**
 * Cloudflare Turnstile's server-side check (siteverify) with the operator's secret. A network
 * failure or an unexpected answer refuses: a captcha that cannot be checked does not pass.
 */
export function turnstileVerifier(
  secret: string,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) return false;
        const answer = siteverifyAnswerSchema.safeParse(await response.json());
        return answer.success && answer.data.success;
      } catch {
        return false;
      }
    },
  };
}

/** With no secret outside demo mode, no captcha can be checked: registration fails closed. */
export const refusingCaptchaVerifier: CaptchaVerifier = { verify: async () => false };

export function createCaptchaVerifier(options: {
  demoMode: boolean;
  turnstileSecret: string | undefined;
}): CaptchaVerifier {
  if (options.turnstileSecret) return turnstileVerifier(options.turnstileSecret);
  return options.demoMode ? demoCaptchaVerifier() : refusingCaptchaVerifier;
}

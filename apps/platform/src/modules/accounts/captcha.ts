import { z } from 'zod';
import type { CaptchaVerifier } from '../../services/tenant-services.ts';

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

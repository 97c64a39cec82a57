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

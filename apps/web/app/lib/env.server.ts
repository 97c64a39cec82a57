import { z } from 'zod';
import { JIVO_SCRIPT_URL_DEFAULT } from './live-support-script';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Every variable the web server reads, parsed once at start-up; a bad value fails loudly. */
export const envSchema = z.object({
  TENANT_REGISTRY_URL: z.url().default('http://localhost:8787'),
  STORAGE_URL: z.url().default('http://localhost:8787/storage'),
  MAIN_SITE_URL: z.url().default('https://vitrine.bet'),
  MAIN_SITE_STAGING_URL: z.url().default('https://staging.vitrine.bet'),
  VITRINE_STAGING: booleanFlag,
  TENANT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  TRUST_PROXY: booleanFlag,
  // How long each attempt of the browser's calls to the tenant API waits
  // (§7 Generic client behaviour, lib/http/http-client.ts); the fault journeys shorten it.
  API_TIMEOUT_MS: z.coerce.number().int().min(1).default(15_000),
  VITRINE_BENCH: booleanFlag,
  DEFAULT_TENANT: z.string().min(1).default('demo'),
  // Third-party widget scripts; `npm start` (demo mode) points them at the local stand-ins.
  GOOGLE_GSI_SCRIPT_URL: z.string().min(1).default('https://accounts.google.com/gsi/client'),
  TURNSTILE_SCRIPT_URL: z
    .string()
    .min(1)
    .default('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'),
  // The JivoChat widget's address for a tenant with `jivoChat`: `{id}` is the widget id, `{apiLink}`
  // the tenant's API (lib/live-support-script.ts).
  JIVO_SCRIPT_URL: z
    .string()
    .default(JIVO_SCRIPT_URL_DEFAULT)
    .refine((value) => value.includes('{id}'), 'must contain {id}'),
  // Origins of game providers' launch pages other than the tenant API's own (the demo's is), for
  // the documents' frame-src (docs/decisions/008); comma-separated.
  GAME_FRAME_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
});

export type WebEnv = z.infer<typeof envSchema>;

let parsed: WebEnv | undefined;

export function webEnv(): WebEnv {
  if (parsed) return parsed;
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid web server environment — ${problems}`);
  }
  parsed = result.data;
  return parsed;
}

import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { liveSupportScriptUrl } from './live-support-script';
import { sportsbookScriptUrl } from './sportsbook-script';

// The one place that decides where a document may load from (docs/decisions/008). Each source is the
// tenant's own (its API, its storage, its images) or one of its configured integrations; an
// integration the tenant has no key for adds nothing. A new integration (realtime, Betby, Jivo)
// adds its origins to INTEGRATIONS below and nowhere else.

/** What the policy reads from the web server's environment (lib/env.server.ts). */
export interface PolicyEnv {
  STORAGE_URL: string;
  GOOGLE_GSI_SCRIPT_URL: string;
  TURNSTILE_SCRIPT_URL: string;
  /** The JivoChat widget script's template (lib/live-support-script.ts). */
  JIVO_SCRIPT_URL: string;
  /** Origins of game providers' launch pages when they are not the tenant API's own. */
  GAME_FRAME_ORIGINS: readonly string[];
}

const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
  'frame-ancestors',
  'form-action',
  'base-uri',
  'object-src',
] as const;
type Directive = (typeof DIRECTIVES)[number];

type Sources = Partial<Record<Directive, readonly (string | null)[]>>;

const DEFAULT_GTM_SOURCE = 'https://www.googletagmanager.com';

/** The origin of an absolute http(s) URL; null for a relative one (that is 'self') or another scheme. */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** An https origin exactly as it is (no path, no other scheme), or null. */
function exactHttpsOrigin(value: string): string | null {
  return value.startsWith('https://') && httpOrigin(value) === value ? value : null;
}

/**
 * The theme's icons, images and banners, and the other origins the operator keeps its images on
 * (`imageOrigins`: a notification's `img`). Never `https:` as a whole: a chat image is any address
 * a player typed, and every page showing it would call that host (docs/design/notifications-chat.md).
 */
function themeImageOrigins(theme: SiteConfig): (string | null)[] {
  return [
    ...[
      ...Object.values(theme.icons),
      ...Object.values(theme.images),
      ...theme.banners.flatMap((banner) => [banner.image, banner.image_mobile]),
    ].map(httpOrigin),
    ...theme.imageOrigins.map(exactHttpsOrigin),
  ];
}

/** The tenant's own origins: its API (which in the demo also serves the game iframe) and storage. */
function tenantSources(theme: SiteConfig | null, env: PolicyEnv): Sources {
  const api = httpOrigin(theme?.apiLink);
  const storage = httpOrigin(env.STORAGE_URL);
  return {
    'img-src': [api, storage, ...(theme ? themeImageOrigins(theme) : [])],
    'connect-src': [api, storage],
    'frame-src': [api, ...env.GAME_FRAME_ORIGINS.map(httpOrigin)],
  };
}

// https://developers.cloudflare.com/turnstile/reference/content-security-policy/
function turnstileSources(theme: SiteConfig, env: PolicyEnv): Sources {
  if (!theme.turnstileSiteKey) return {};
  const origin = httpOrigin(env.TURNSTILE_SCRIPT_URL);
  return { 'script-src': [origin], 'frame-src': [origin] };
}

// https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy
function googleSignInSources(theme: SiteConfig, env: PolicyEnv): Sources {
  if (!theme.googleClientId) return {};
  const origin = httpOrigin(env.GOOGLE_GSI_SCRIPT_URL);
  if (origin === 'https://accounts.google.com') {
    return {
      'script-src': ['https://accounts.google.com/gsi/client'],
      'frame-src': ['https://accounts.google.com/gsi/'],
      'connect-src': ['https://accounts.google.com/gsi/'],
      'style-src': ['https://accounts.google.com/gsi/style'],
    };
  }
  return { 'script-src': [origin], 'frame-src': [origin], 'connect-src': [origin] };
}

// https://developers.google.com/tag-platform/security/guides/csp (GTM with GA4). The inline
// bootstrap carries the nonce; gtm.js and what it loads come from these hosts.
function tagManagerSources(theme: SiteConfig): Sources {
  if (!theme.gtmId) return {};
  const source = httpOrigin(theme.gtmSource) ?? DEFAULT_GTM_SOURCE;
  const google = [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ];
  return {
    'script-src': [source, 'https://*.googletagmanager.com'],
    'img-src': [source, ...google],
    'connect-src': [source, ...google],
  };
}

/** A DNS name or IPv4 address: nothing that could end a source or start another directive. */
const PLAIN_HOST = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

// The tenant's Pusher-compatible server (docs/design/realtime.md). pusher-js connects with
// wss://wsHost:wssPort when forceTLS is set or the page itself is https, and otherwise tries
// ws://wsHost:wsPort first and wss:// after; nothing else, as only WebSockets are enabled.
function realtimeSources(theme: SiteConfig): Sources {
  const realtime = theme.realtime;
  if (!realtime || !PLAIN_HOST.test(realtime.wsHost)) return {};
  const secure = `wss://${realtime.wsHost}:${realtime.wssPort}`;
  const plain = `ws://${realtime.wsHost}:${realtime.wsPort}`;
  return { 'connect-src': realtime.forceTLS ? [secure] : [plain, secure] };
}

// Betby's renderer (lib/sportsbook-script.ts): that one script, and its server beside it, which it
// calls for matches and bets. Nothing for a brand without Betby.
function sportsbookSources(theme: SiteConfig): Sources {
  const script = sportsbookScriptUrl(theme);
  if (!script || !httpOrigin(script)) return {};
  return { 'script-src': [script], 'connect-src': [httpOrigin(script)] };
}

/** Jivo's hosts: the widget's script, its API and socket, its images, fonts and frames. */
const JIVO_HOSTS = 'https://*.jivosite.com';
const isJivoHost = (origin: string) =>
  origin === 'https://jivosite.com' || origin.endsWith('.jivosite.com');

// The JivoChat widget (lib/live-support-script.ts): Jivo's own hosts when the script is Jivo's,
// otherwise (the demo's stand-in) that one script. Nothing for a brand without a `jivoChat` id.
function liveSupportSources(theme: SiteConfig, env: PolicyEnv): Sources {
  const script = liveSupportScriptUrl(theme, env.JIVO_SCRIPT_URL);
  const origin = httpOrigin(script);
  if (!script || !origin) return {};
  if (!isJivoHost(origin)) return { 'script-src': [script] };
  return {
    'script-src': [JIVO_HOSTS],
    'connect-src': [JIVO_HOSTS, 'wss://*.jivosite.com'],
    'img-src': [JIVO_HOSTS],
    'font-src': [JIVO_HOSTS],
    'frame-src': [JIVO_HOSTS],
  };
}

const INTEGRATIONS: readonly ((theme: SiteConfig, env: PolicyEnv) => Sources)[] = [
  turnstileSources,
  googleSignInSources,
  tagManagerSources,
  realtimeSources,
  sportsbookSources,
  liveSupportSources,
];

/**
 * The Content-Security-Policy of a document rendered with `nonce` for `theme` (null when the host
 * has no serving tenant: the not-found and maintenance screens). Scripts run only from this origin,
 * with the nonce, or from a configured integration's host — never inline without the nonce. Styles
 * keep 'unsafe-inline' (style attributes, the inline stylesheet, styles that Radix and sonner
 * insert); no nonce goes into style-src, where it would switch 'unsafe-inline' off.
 */
export function contentSecurityPolicy(input: {
  theme: SiteConfig | null;
  env: PolicyEnv;
  nonce: string;
}): string {
  const { theme, env, nonce } = input;
  const base: Sources = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    // The service worker, /sw.js (docs/decisions/017); no other worker.
    'worker-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  const parts = [
    base,
    tenantSources(theme, env),
    ...(theme ? INTEGRATIONS.map((integration) => integration(theme, env)) : []),
  ];
  return DIRECTIVES.map((directive) => {
    const values = new Set<string>();
    for (const sources of parts)
      for (const value of sources[directive] ?? []) if (value) values.add(value);
    return `${directive} ${[...values].join(' ')}`;
  }).join('; ');
}

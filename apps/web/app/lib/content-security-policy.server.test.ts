import { describe, expect, it } from 'vitest';
import { testTheme } from '~/test/fixtures';
import {
  contentSecurityPolicy,
  httpOrigin,
  type PolicyEnv,
} from './content-security-policy.server';

const ENV: PolicyEnv = {
  STORAGE_URL: 'https://cdn.casa.test/storage',
  GOOGLE_GSI_SCRIPT_URL: 'https://accounts.google.com/gsi/client',
  TURNSTILE_SCRIPT_URL: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  JIVO_SCRIPT_URL: 'https://code.jivosite.com/widget/{id}',
  GAME_FRAME_ORIGINS: [],
};
const WITHOUT_BETBY = { active: false, brand_id: '', theme_name: '' };
const NONCE = 'bm9uY2UtZm9yLXRoaXMtcGFnZQ==';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

function policyFor(theme: Parameters<typeof testTheme>[0] | null, env: Partial<PolicyEnv> = {}) {
  return directives(
    contentSecurityPolicy({
      // Betby adds its script (its own test below); the others are read without it.
      theme: theme === null ? null : testTheme({ betby: WITHOUT_BETBY, ...theme }),
      env: { ...ENV, ...env },
      nonce: NONCE,
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('runs scripts from this origin or with the nonce, never inline without it', () => {
    const policy = policyFor({});
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets only this origin frame the site, and forms post only here', () => {
    const policy = policyFor({});
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('registers the service worker from this origin only', () => {
    expect(policyFor({}).get('worker-src')).toEqual(["'self'"]);
  });

  it('keeps inline styles, with no nonce that would switch them off', () => {
    const style = policyFor({}).get('style-src');
    expect(style).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("reaches the tenant's API and storage, and frames games from its API", () => {
    const policy = policyFor({ apiLink: 'https://api.casa.test/t/casa' });
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.casa.test',
      'https://cdn.casa.test',
    ]);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://api.casa.test', 'https://cdn.casa.test']),
    );
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://api.casa.test']);
  });

  it("runs the sportsbook's renderer script, and only that one, when the brand has Betby", () => {
    const betby = { active: true, brand_id: 'b', theme_name: 'default' };
    const policy = policyFor({ apiLink: 'https://api.casa.test/t/casa', betby });
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE}'`,
      'https://api.casa.test/t/casa/sportsbook/demo/bt-renderer.min.js',
    ]);
    // Its matches and bets come from its own server: the tenant's API, already reachable.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.casa.test',
      'https://cdn.casa.test',
    ]);
    const without = policyFor({});
    expect(without.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it("runs the brand's configured Betby script, and calls its server", () => {
    const script_url = 'https://ui.betby.example/bt-renderer.min.js';
    const policy = policyFor({
      apiLink: 'https://api.casa.test/t/casa',
      betby: { active: true, brand_id: 'b', theme_name: 'default', script_url },
    });
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, script_url]);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://ui.betby.example']));
    const refused = policyFor({
      apiLink: 'https://api.casa.test/t/casa',
      betby: { active: true, brand_id: 'b', theme_name: 'default', script_url: 'data:,x' },
    });
    expect(refused.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it("shows the theme's icons, images and banners from wherever they are kept", () => {
    const policy = policyFor({
      icons: {
        '64': 'https://icons.casa.test/64.png',
        '144': '/144.png',
        '192': '/192.png',
        '512': '/512.png',
      },
      images: { hero: 'https://img.casa.test/hero.webp' },
      banners: [
        {
          id: 1,
          title: 'B',
          image: 'https://banners.casa.test/b.webp',
          image_mobile: 'https://banners.casa.test/b-m.webp',
          link: null,
          alt: 'B',
        },
      ],
    });
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining([
        'https://icons.casa.test',
        'https://img.casa.test',
        'https://banners.casa.test',
      ]),
    );
    // Relative addresses are this origin: nothing to add, and each origin is named once.
    const sources = policy.get('img-src') ?? [];
    expect(new Set(sources).size).toBe(sources.length);
  });

  it("shows images from the operator's image origins, and from no other https host", () => {
    const policy = policyFor({
      imageOrigins: ['https://promo.cdn.test', 'https://img.operator.test:8443'],
    });
    const sources = policy.get('img-src') ?? [];
    expect(sources).toEqual(
      expect.arrayContaining(['https://promo.cdn.test', 'https://img.operator.test:8443']),
    );
    // A notification's image is the operator's; a chat image is any address a player typed.
    expect(sources).not.toContain('https:');
    expect(sources.some((source) => source.includes('*'))).toBe(false);
  });

  it('adds nothing for an image origin that is not exactly an https origin', () => {
    // The contract refuses these; a policy never trusts that it did.
    const policy = policyFor({
      imageOrigins: [
        'http://plain.test',
        'https://cdn.test/images',
        'https://cdn.test; script-src *',
        'https:',
      ],
    });
    const bare = policyFor({});
    expect(policy.get('img-src')).toEqual(bare.get('img-src'));
    expect(policy.get('script-src')).toEqual(bare.get('script-src'));
  });

  it('frames the configured game providers too', () => {
    const policy = policyFor({}, { GAME_FRAME_ORIGINS: ['https://games.provider.test'] });
    expect(policy.get('frame-src')).toContain('https://games.provider.test');
  });

  it('adds an integration only for a tenant that has its key', () => {
    const bare = policyFor({}).get('script-src')?.join(' ') ?? '';
    expect(bare).not.toMatch(/cloudflare|google/);
    const both = policyFor({ turnstileSiteKey: 'site-key', googleClientId: 'client.apps' });
    expect(both.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://challenges.cloudflare.com',
        'https://accounts.google.com/gsi/client',
      ]),
    );
    expect(both.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://challenges.cloudflare.com',
        'https://accounts.google.com/gsi/',
      ]),
    );
    expect(both.get('style-src')).toContain('https://accounts.google.com/gsi/style');
    expect(both.get('connect-src')).toContain('https://accounts.google.com/gsi/');
  });

  it('needs nothing more for the local stand-ins, which this origin serves', () => {
    const policy = policyFor(
      { turnstileSiteKey: 'demo', googleClientId: 'demo' },
      {
        TURNSTILE_SCRIPT_URL: '/vendor/turnstile-standin.js',
        GOOGLE_GSI_SCRIPT_URL: '/vendor/google-gsi-standin.js',
      },
    );
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it("lets Jivo's widget load and talk to Jivo when the brand has a jivoChat id", () => {
    const policy = policyFor({ jivoChat: 'aBc123' });
    expect(policy.get('script-src')).toContain('https://*.jivosite.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.jivosite.com', 'wss://*.jivosite.com']),
    );
    expect(policy.get('frame-src')).toContain('https://*.jivosite.com');
  });

  it("runs the stand-in's widget script, and only that one, in demo mode", () => {
    const policy = policyFor(
      { apiLink: 'http://localhost:8787/t/demo', jivoChat: 'vitrine-demo' },
      { JIVO_SCRIPT_URL: '{apiLink}/live-support/demo/widget/{id}' },
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE}'`,
      'http://localhost:8787/t/demo/live-support/demo/widget/vitrine-demo',
    ]);
  });

  it('adds nothing for live support to a brand without a jivoChat id', () => {
    const policy = policyFor({ jivoChat: null });
    expect([...policy.values()].flat().join(' ')).not.toContain('jivo');
  });

  it("loads the tag manager from the tenant's tag source and lets it report", () => {
    const google = policyFor({ gtmId: 'GTM-ABC123' });
    expect(google.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(google.get('connect-src')).toContain('https://*.google-analytics.com');
    const own = policyFor({ gtmId: 'GTM-ABC123', gtmSource: 'https://tags.casa.test/x' });
    expect(own.get('script-src')).toContain('https://tags.casa.test');
    expect(own.get('connect-src')).toContain('https://tags.casa.test');
  });

  it("lets the page reach the tenant's realtime server, with wss only when TLS is forced", () => {
    const server = { key: 'k', cluster: 'eu', wsHost: 'ws.casa.test', wsPort: 6001, wssPort: 6002 };
    const forced = policyFor({ realtime: { ...server, forceTLS: true } });
    expect(forced.get('connect-src')).toContain('wss://ws.casa.test:6002');
    expect(forced.get('connect-src')?.join(' ')).not.toContain('ws://');
    // Not forced: ws:// first, and wss:// after it (always on an https page).
    const open = policyFor({ realtime: { ...server, forceTLS: false } });
    expect(open.get('connect-src')).toEqual(
      expect.arrayContaining(['ws://ws.casa.test:6001', 'wss://ws.casa.test:6002']),
    );
  });

  it('adds nothing for live features when the tenant has none, or names a host it cannot trust', () => {
    const bare = policyFor({ realtime: null }).get('connect-src')?.join(' ') ?? '';
    expect(bare).not.toMatch(/wss?:/);
    const injected = policyFor({
      realtime: {
        key: 'k',
        cluster: 'eu',
        wsHost: "ws.casa.test; script-src 'unsafe-inline'",
        wsPort: 6001,
        wssPort: 6002,
        forceTLS: true,
      },
    });
    expect(injected.get('connect-src')?.join(' ')).not.toMatch(/wss?:/);
    expect(injected.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it('still makes a policy for a host with no tenant (the not-found and maintenance screens)', () => {
    const policy = policyFor(null);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy.get('img-src')).toContain('https://cdn.casa.test');
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('httpOrigin', () => {
  it('takes the origin of http(s) addresses only', () => {
    expect(httpOrigin('https://a.test:8443/x?y')).toBe('https://a.test:8443');
    expect(httpOrigin('/vendor/x.js')).toBeNull();
    expect(httpOrigin('javascript:alert(1)')).toBeNull();
    expect(httpOrigin(null)).toBeNull();
  });
});

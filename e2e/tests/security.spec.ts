import { expect, test, visit, WEB_PORT } from './fixtures';

// docs/decisions/008: every document carries a Content-Security-Policy with a nonce of its own,
// and the site cannot be framed by another origin.

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function scriptNonce(policy: string): string {
  const nonce = /'nonce-([^']+)'/.exec(directives(policy).get('script-src')?.join(' ') ?? '')?.[1];
  expect(nonce, `no nonce in script-src of ${policy}`).toBeTruthy();
  return nonce ?? '';
}

test.describe('security headers', () => {
  test('a document says what it may load, who may frame it and what it may use', async ({
    page,
  }) => {
    // Chromium reports a policy it cannot read (an unknown feature, a bad source) on the console.
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Content Security Policy|Content-Security-Policy/.test(message.text()))
        complaints.push(message.text());
    });
    const response = await visit(page, '/');
    const headers = response.headers();

    const policy = directives(headers['content-security-policy'] ?? '');
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(true);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);

    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain http: asking the browser to insist on https would lock players out of this address.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(complaints).toEqual([]);
  });

  test("the server's other answers are not sniffed and keep the referrer short", async ({
    request,
  }) => {
    for (const path of [
      '/api/geoip',
      '/manifest.webmanifest',
      '/api/site-config?domain=localhost',
    ]) {
      const response = await request.get(path);
      expect(response.ok(), path).toBe(true);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('a guest document served again from the cache carries a nonce of its own', async ({
    page,
  }) => {
    // A fresh address, so the first answer is rendered and the next one is the kept copy.
    const path = `/?csp=${Date.now()}`;
    const first = await page.request.get(path);
    expect(first.headers()['x-document-cache']).toBeUndefined();
    const firstNonce = scriptNonce(first.headers()['content-security-policy'] ?? '');

    const again = await page.goto(path);
    expect(again?.headers()['x-document-cache'], 'served from the document cache').toBe('hit');
    const nonce = scriptNonce(again?.headers()['content-security-policy'] ?? '');
    expect(nonce).not.toBe(firstNonce);
    expect(await again?.text()).not.toContain(firstNonce);

    // Every inline script of the kept document runs with this response's nonce (the browser hides
    // the attribute once the policy applies; the property keeps it).
    const inlineNonces = await page.evaluate(() =>
      [...document.scripts].filter((script) => !script.src).map((script) => script.nonce),
    );
    expect(inlineNonces.length).toBeGreaterThan(2);
    expect(new Set(inlineNonces)).toEqual(new Set([nonce]));
  });

  test('another site cannot frame the casino', async ({ browser }) => {
    // A context of its own, outside the journey fixture: the refusal is the point here.
    const context = await browser.newContext();
    const framer = await context.newPage();
    const target = `http://localhost:${WEB_PORT}/`;
    await framer.route('http://framer.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>framer</title><iframe src="${target}"></iframe>`,
      }),
    );
    await framer.goto('http://framer.test/');
    // The browser refuses to show the casino inside another origin's page: an error page instead.
    const child = () =>
      framer
        .frames()
        .find((frame) => frame !== framer.mainFrame())
        ?.url();
    await expect.poll(child).toBe('chrome-error://chromewebdata/');
    await context.close();
  });

  test('the site can still frame itself (same origin)', async ({ page }) => {
    await visit(page, '/');
    const loaded = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.title = 'self';
          frame.onload = () => resolve(frame.contentDocument?.title ?? '');
          document.body.append(frame);
        }),
      `http://localhost:${WEB_PORT}/terms`,
    );
    expect(loaded).not.toBe('');
  });
});

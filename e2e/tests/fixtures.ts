import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

// The journeys' own servers (playwright.config.ts); E2E_WEB_PORT / E2E_PLATFORM_ORIGIN point a run
// at servers started by hand (with E2E_BASE_URL in the config).
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? process.env.E2E_SERVER_WEB_PORT ?? 3100);
export const PLATFORM_ORIGIN =
  process.env.E2E_PLATFORM_ORIGIN ??
  `http://localhost:${process.env.E2E_SERVER_PLATFORM_PORT ?? 8887}`;

/** The web app on a given host (`localhost`, `sorte.localhost`, …): *.localhost is loopback. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${WEB_PORT}${path}`;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and fails with one entry per violating node: rule id, impact,
 * CSS target, axe's failure summary and the element's markup. Call it on every screen a journey
 * shows. The failure is soft: the test fails at its end, after the journey has gone on and
 * reported the other screens too.
 */
export async function expectNoAxeViolations(page: Page, label?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? violation.help).replace(/\s*\n\s*/g, ' ');
      const html = node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html;
      return `- [${violation.id}] (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${summary}\n    ${html}`;
    }),
  );
  const where = label ?? page.url();
  expect
    .soft(
      report,
      `axe found ${results.violations.length} rule violation(s) on ${where}:\n${report.join('\n')}`,
    )
    .toEqual([]);
}

/**
 * Resolves once React has hydrated the document, so clicks reach their handlers. React tags every
 * hydrated host element with a `__reactFiber$…` key; the body is only tagged once the tree under
 * it has been hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
  );
}

/** Visits a URL of the app and waits for it to be interactive. Returns the navigation response. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response, `no response for ${url}`).not.toBeNull();
  await waitForHydration(page);
  return response!;
}

/** The CSS custom property that carries the tenant's brand colour. */
export async function brandColour(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
  );
}

/** Whether the page scrolls sideways at its current viewport. */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/**
 * Every test fails on an uncaught exception in the page (hydration errors included) and on any
 * Content-Security-Policy violation (docs/decisions/008), reported with the page URL, so a broken
 * client bundle or a source the policy forgot never passes silently.
 */
export const test = base.extend<{ pageErrors: string[]; returningVisitor: boolean }>({
  /**
   * By default a journey is a returning visitor who already confirmed being 18+ and has seen the
   * registration prompt this visit, so those overlays do not cover what the journey is about.
   * `test.use({ returningVisitor: false })` gives a first visit.
   */
  returningVisitor: [true, { option: true }],
  page: async ({ page, returningVisitor }, use) => {
    if (returningVisitor) {
      await page.addInitScript(() => {
        try {
          if (!localStorage.getItem('ageVerified')) localStorage.setItem('ageVerified', 'true');
          sessionStorage.setItem('registerPromptShown', 'true');
        } catch {
          // Storage is unavailable on some error pages (about:blank); nothing to prepare there.
        }
      });
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      // The page reports each violation of its policy as a console error of its own, in every
      // frame; Chromium also logs its own "Refused to …" line (caught below as well).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          console.error(
            `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} ${event.sample}`,
          );
        });
      });
      // React reports a hydration mismatch as a console error (#418, #423, #425), not an exception.
      page.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          /Minified React error #4(18|19|23|25)|[Hh]ydrat|securitypolicyviolation|Content Security Policy/.test(
            text,
          )
        ) {
          errors.push(`${page.url()}: ${text.slice(0, 300)}`);
        }
      });
      await use(errors);
      expect(errors, `uncaught errors in the page:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

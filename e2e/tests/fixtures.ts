import AxeBuilder from '@axe-core/playwright';
import { test as base, type BrowserContext, devices, expect, type Page } from '@playwright/test';
import {
  DEMO,
  type Player,
  type Session,
  type Tenant,
  codeFromOutbox,
  newPlayerIdentity,
  outboxMark,
  putSessionInBrowser,
  registerPlayer,
  signInByApi,
} from './accounts';

export { expect };
export { PLATFORM_ORIGIN, WEB_PORT, siteUrl } from './servers';

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

/** The page does not scroll sideways at its current viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth, `the page is ${scrollWidth}px wide at ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** A player whose account exists: who they are, and the session the platform gave them. */
export interface RegisteredPlayer extends Player {
  session: Session;
}

interface JourneyFixtures {
  pageErrors: string[];
  returningVisitor: boolean;
  /**
   * A person with a new phone, e-mail and CPF, and no account yet (on demo): what a journey types
   * into the registration wizard.
   */
  freshPlayer: Player;
  /** `freshPlayer` with an account on demo, registered through the API; not signed in. */
  registeredPlayer: RegisteredPlayer;
  /**
   * `registeredPlayer`, signed in in the browser on demo: a new account whose phone is verified and
   * nothing else (no e-mail verified, no likes, favourites or documents).
   */
  signedInPlayer: RegisteredPlayer;
  /** Signs an existing player (`ANA`) in through the API and puts the session in the browser. */
  loginAs: (player: Player, tenant?: Tenant) => Promise<Session>;
  /** What demo's platform "sends" (e-mail, SMS), read from its outbox. */
  outbox: Outbox;
  /**
   * Another person, in a browser of their own that the test closes at its end: a returning
   * visitor (18+ answered, the registration prompt seen), on demo.
   */
  anotherVisitor: (options?: AnotherVisitor) => Promise<Page>;
}

export interface AnotherVisitor {
  /** Signed in with this session. */
  session?: Session;
  /** On a 360 px touch phone. */
  phone?: boolean;
}

export interface Outbox {
  /**
   * Call before the action that sends a code to `to` (an e-mail or E.164 phone); `code()` then
   * waits for that code, ignoring any sent earlier.
   */
  expectCodeFor(to: string): { code(): Promise<string> };
}

/**
 * The journeys' `test`: a returning visitor's page that fails on page errors, and the players a
 * journey starts with, so it shows what the person does rather than how the set-up works.
 */
export const test = base.extend<JourneyFixtures>({
  /**
   * By default a journey is a returning visitor who already confirmed being 18+, has seen the
   * registration prompt this visit and closed the push notification modal (quiet for 24 h), so
   * those overlays do not cover what the journey is about.
   * `test.use({ returningVisitor: false })` gives a first visit.
   */
  returningVisitor: [true, { option: true }],
  page: async ({ page, returningVisitor }, use) => {
    if (returningVisitor) {
      await page.addInitScript(() => {
        try {
          if (!localStorage.getItem('ageVerified')) localStorage.setItem('ageVerified', 'true');
          sessionStorage.setItem('registerPromptShown', 'true');
          if (!localStorage.getItem('pushModalClosedAt')) {
            localStorage.setItem('pushModalClosedAt', String(Date.now()));
          }
        } catch {
          // Storage is unavailable on some error pages (about:blank); nothing to prepare there.
        }
      });
    }
    await use(page);
  },
  /**
   * Every test fails on an uncaught exception in the page (hydration errors included) and on any
   * Content-Security-Policy violation (docs/decisions/008), reported with the page URL, so a broken
   * client bundle or a source the policy forgot never passes silently.
   */
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
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  freshPlayer: async ({}, use) => {
    await use(newPlayerIdentity());
  },
  registeredPlayer: async ({ request, freshPlayer }, use) => {
    const session = await registerPlayer(request, DEMO, freshPlayer);
    await use({ ...freshPlayer, session });
  },
  signedInPlayer: async ({ page, registeredPlayer }, use) => {
    await putSessionInBrowser(page, DEMO, registeredPlayer.session);
    await use(registeredPlayer);
  },
  loginAs: async ({ page }, use) => {
    await use(async (player, tenant = DEMO) => {
      const session = await signInByApi(page.request, tenant, player);
      await putSessionInBrowser(page, tenant, session);
      return session;
    });
  },
  anotherVisitor: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ session, phone = false } = {}) => {
      const context = await browser.newContext(
        phone ? { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } } : {},
      );
      contexts.push(context);
      // A returning visitor, as `page` is: the 18+ question, the registration prompt and the push
      // offer already answered, so none of them covers what the journey is about.
      await context.addInitScript(() => {
        localStorage.setItem('ageVerified', 'true');
        sessionStorage.setItem('registerPromptShown', 'true');
        if (!localStorage.getItem('pushModalClosedAt')) {
          localStorage.setItem('pushModalClosedAt', String(Date.now()));
        }
      });
      const page = await context.newPage();
      if (session) await putSessionInBrowser(page, DEMO, session);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  outbox: async ({ request }, use) => {
    await use({
      expectCodeFor(to) {
        const since = outboxMark();
        return { code: () => codeFromOutbox(request, DEMO, to, since) };
      },
    });
  },
});

// A referral from the friend's first tap to the referrer's reward (issue 38: "taps (typing and the
// bank excluded) and seconds of scripted time from landing on `?ref=` to the referrer seeing the
// reward"), on the phone of deposit-click.mjs: headless Chromium at 360×740, DPR 2, touch, a normal
// Chrome user agent, the CPU slowed 4×.
//
// A referrer is registered through the platform's API (players.mjs) and their '/refers' page opened
// in a context of its own, which reads their link. The friend's context is a first visit: nothing
// stored, the 18+ question unanswered. Timed from the link's navigation: the 18+ answer, the
// registration prompt's nine steps (the SMS code read from the demo outbox), then the header's
// "Depositar", the R$ 20,00 preset and "Gerar PIX"; the demo bank pays the charge the dialog shows
// (its page, not counted); until the deposit is confirmed on the phone and the referrer's page,
// never reloaded, says the referral paid. Every tap is counted; typing and the bank's page are not.
// One journey per run (the figures are its median over `runs`); its page errors are problems.
//
// Standalone: node scripts/bench/referral-journey.mjs http://localhost:3300 http://127.0.0.1:8990 [runs]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sessionUserSchema } from '../../apps/web/app/core/session/model/session-user.ts';
import { CPU_SLOWDOWN, DEPOSIT_VIEWPORT, plantSession } from './deposit-click.mjs';
import { median } from './lighthouse.mjs';
import { newCpf, newPhone, outboxCode, registerPlayer, tenantApi } from './players.mjs';
import { launchPhoneChrome, round } from './realtime-browser.mjs';

// The functions handed to page.evaluate() and addInitScript() run in the page, not in Node.
/* global document */

const PASSWORD = 'Segura#2026';
/** What the referrer's page says once the friend's deposit has paid (platform locale, pt-BR). */
const REWARD_NEWS = /Um amigo que você indicou fez o primeiro depósito/;
const DEPOSIT_PRESET = /R\$\s20,00/;

const hydrated = (page) =>
  page.waitForFunction(
    () => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
    null,
    { timeout: 30_000 },
  );

/** The phone's context: nothing stored when `session` is absent (a first visit). */
async function phoneContext(browser, userAgent, origin, session) {
  const context = await browser.newContext({
    viewport: DEPOSIT_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent,
    locale: 'pt-BR',
  });
  if (session) {
    const cookie = { domain: new URL(origin).hostname, path: '/', sameSite: 'Strict' };
    await context.addCookies([
      { ...cookie, name: 'auth_client', value: encodeURIComponent(session.token) },
      { ...cookie, name: 'auth_state', value: encodeURIComponent(session.user) },
    ]);
    await context.addInitScript(plantSession, session);
  }
  return context;
}

/** The friend's journey on the phone; returns the taps it took. */
async function friendJourney(page, { api, link }) {
  let taps = 0;
  const tap = async (locator) => {
    await locator.tap({ timeout: 30_000 });
    taps += 1;
  };
  const phone = newPhone();
  const national = `(${phone.slice(3, 5)}) ${phone.slice(5, 10)}-${phone.slice(10)}`;

  await page.goto(link, { waitUntil: 'commit', timeout: 60_000 });
  const gate = page.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' });
  await hydrated(page);
  await tap(gate.getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }));

  const wizard = page.getByRole('dialog', { name: 'Criar conta' });
  const next = wizard.getByRole('button', { name: 'Continuar' });
  await tap(wizard.getByText('Feminino', { exact: true }));
  await tap(next);
  await tap(wizard.getByText('Solteiro(a)', { exact: true }));
  await tap(next);
  await wizard.getByLabel('Nome completo').fill('Bia Indicada');
  await tap(next);
  await wizard.getByLabel('CPF').fill(newCpf().replace(/\D/g, ''));
  await tap(next);
  await wizard.getByLabel('Celular').fill(national);
  await tap(next);
  await wizard.getByLabel('E-mail').fill(`f${Date.now().toString(36)}@vitrine.test`);
  await tap(next);
  const codeField = wizard.getByLabel('Código de 6 dígitos');
  await codeField.waitFor({ timeout: 30_000 });
  await codeField.fill(await outboxCode(api, phone));
  await tap(next);
  await tap(wizard.getByText(/^R\$\s200$/));
  await tap(wizard.getByText('Semana', { exact: true }));
  await tap(wizard.getByText('2 h por dia', { exact: true }));
  await tap(next);
  await wizard.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await wizard.getByLabel('Confirmar senha').fill(PASSWORD);
  await tap(wizard.getByRole('checkbox', { name: /^Tenho mais de 18 anos/ }));
  const captcha = wizard.getByRole('checkbox', { name: 'Não sou um robô' });
  if (await captcha.isVisible()) await tap(captcha);
  await tap(wizard.getByRole('button', { name: 'Criar conta' }));
  await wizard.waitFor({ state: 'hidden', timeout: 30_000 });

  await tap(page.getByRole('banner').getByRole('button', { name: 'Depositar' }));
  const deposit = page.getByRole('dialog', { name: 'Depositar via PIX' });
  await tap(deposit.getByRole('button', { name: DEPOSIT_PRESET }));
  await tap(deposit.getByRole('button', { name: 'Gerar PIX' }));
  // The bank: its own page, as the dialog's link opens it; not counted.
  const bankLink = deposit.getByRole('link', { name: 'Pagar no banco de demonstração' });
  const href = await bankLink.getAttribute('href', { timeout: 30_000 });
  const bank = await page.context().newPage();
  await bank.goto(href);
  await bank.getByRole('button', { name: /^(Pagar|Pay)$/ }).click();
  await bank.close();
  await deposit.getByText('Depósito confirmado!').waitFor({ timeout: 60_000 });
  return taps;
}

async function journeyOnce(browser, { origin, platformUrl, userAgent }) {
  const api = tenantApi(platformUrl);
  const referrer = await registerPlayer(api, `ref${Date.now().toString(36)}`);
  const session = {
    token: referrer.token,
    user: JSON.stringify(sessionUserSchema.omit({ user_likes: true }).parse(referrer.user)),
  };
  const referrerContext = await phoneContext(browser, userAgent, origin, session);
  const friendContext = await phoneContext(browser, userAgent, origin);
  const errors = [];
  try {
    const referrerPage = await referrerContext.newPage();
    referrerPage.on('pageerror', (error) =>
      errors.push(`referrer: ${String(error).slice(0, 300)}`),
    );
    await referrerPage.goto(new URL('/refers', origin).href, {
      waitUntil: 'load',
      timeout: 60_000,
    });
    await hydrated(referrerPage);
    const link = await referrerPage
      .getByRole('textbox', { name: 'Seu link' })
      .inputValue({ timeout: 30_000 });
    if (!/\?ref=\w+$/.test(link)) throw new Error(`the referrer's link reads "${link}"`);
    await referrerPage.waitForLoadState('networkidle', { timeout: 30_000 });

    const page = await friendContext.newPage();
    page.on('pageerror', (error) => errors.push(`friend: ${String(error).slice(0, 300)}`));
    const cdp = await friendContext.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const landed = performance.now();
    const taps = await friendJourney(page, { api, link });
    const depositedS = (performance.now() - landed) / 1000;
    await referrerPage.getByText(REWARD_NEWS).first().waitFor({ timeout: 60_000 });
    const rewardedS = (performance.now() - landed) / 1000;
    return { taps, seconds: round(rewardedS), depositedSeconds: round(depositedS), errors };
  } finally {
    await friendContext.close();
    await referrerContext.close();
  }
}

/** `runs` journeys on the web app at `origin`, its platform at `platformUrl`. */
export async function measureReferralJourney({ origin, platformUrl, runs = 1, log = () => {} }) {
  const problems = [];
  const { browser, userAgent } = await launchPhoneChrome();
  const results = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      try {
        const result = await journeyOnce(browser, { origin, platformUrl, userAgent });
        results.push(result);
        for (const error of result.errors) problems.push(`run ${run}: page error ${error}`);
        log(
          `referral run ${run}: ${result.taps} taps, ${result.seconds} s to the reward ` +
            `(${result.depositedSeconds} s to the deposit confirmed)`,
        );
      } catch (error) {
        const message = String(error?.message ?? error).split('\n')[0];
        results.push({ error: message });
        problems.push(`run ${run}: ${message}`);
      }
    }
  } finally {
    await browser.close();
  }
  const measured = results.filter((result) => !result.error);
  if (measured.length === 0) throw new Error(`no journey completed: ${problems.join('; ')}`);
  return {
    viewport: `${DEPOSIT_VIEWPORT.width}×${DEPOSIT_VIEWPORT.height}`,
    cpuSlowdown: CPU_SLOWDOWN,
    runs: results,
    measuredRuns: measured.length,
    median: {
      taps: median(measured.map((result) => result.taps)),
      seconds: round(median(measured.map((result) => result.seconds))),
    },
    problems,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [origin = 'http://localhost:3300', platformUrl = 'http://127.0.0.1:8990', runs = '1'] =
    process.argv.slice(2);
  const result = await measureReferralJourney({
    origin,
    platformUrl,
    runs: Number(runs),
    log: (message) => console.error(message),
  });
  console.log(JSON.stringify(result, null, 2));
}

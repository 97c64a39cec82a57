// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { URL as FileUrl } from 'node:url';
import type { Document, History, HTMLButtonElement, HTMLElement, Location } from 'happy-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInFixtures } from './stand-in-fixtures.ts';

// The stand-in's script in a browser-like document: it defines BTRenderer, draws the sportsbook
// from the fixtures, talks to the host through Betby's callbacks and to its server with the token.

interface Renderer {
  initialize(options: object): Renderer;
  updateOptions(options: object): void;
  kill(): void;
}

let BTRenderer: new () => Renderer;

// The platform is typed for Node alone: the test environment's document, typed by happy-dom.
const page = (): { document: Document; history: History; location: Location } =>
  Reflect.get(globalThis, 'window');
const dom = () => page().document;

beforeAll(() => {
  const source = readFileSync(
    // Node's URL: the document's own has no file: scheme.
    new FileUrl('./bt-renderer.js', import.meta.url),
    'utf8',
  );
  // As a classic <script> runs it: in the page's global scope.
  new Function(source)();
  const defined: unknown = Reflect.get(page(), 'BTRenderer');
  if (typeof defined !== 'function') throw new Error('bt-renderer.js defined no BTRenderer');
  BTRenderer = defined as new () => Renderer;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The stand-in's server: fixtures, and the bets and settlements `answers` gives. */
function fakeServer(answers: Record<string, (init: RequestInit) => Response> = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const lang = url.includes('lang=en') ? 'en' : 'pt-br';
    if (url.startsWith('fixtures')) return json(200, standInFixtures(lang, new Date()));
    const answer = answers[url.split('?')[0] ?? ''];
    return answer ? answer(init) : json(404, { message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A single of R$ 10 on Flamengo at 1.45, as the stand-in's server answers a bet. */
const flamengoSingle = (id: string) => ({
  id,
  type: 'single',
  stake: 1_000,
  odds: '1.45',
  potential_win: 1_450,
  selections: [
    {
      event_id: 'flamengo-palmeiras',
      outcome_id: 'flamengo-palmeiras.result.home',
      event_name: 'Flamengo × Palmeiras',
      market_name: 'Resultado final',
      outcome_name: 'Flamengo',
      odds: '1.45',
    },
  ],
});

function callbacks() {
  return {
    onRouteChange: vi.fn(),
    onLogin: vi.fn(),
    onRegister: vi.fn(),
    onRecharge: vi.fn(),
    onTokenExpired: vi.fn(async () => 'fresh-token'),
    onSessionRefresh: vi.fn(),
    onBetSlipStateChange: vi.fn(),
  };
}

function mount(options: object) {
  const target = dom().createElement('div');
  dom().body.appendChild(target);
  const host = callbacks();
  const renderer = new BTRenderer().initialize({
    brand_id: 'demo-brand',
    themeName: 'default',
    lang: 'pt-br',
    target,
    url: '/',
    betSlipOffsetTop: 0,
    betSlipOffsetBottom: 56,
    stickyTop: 64,
    ...host,
    ...options,
  });
  return { target, host, renderer };
}

const headings = (target: HTMLElement, level: string) =>
  [...target.querySelectorAll(level)].map((heading) => heading.textContent);

/** The widget's page title: its first heading. */
const title = (target: HTMLElement) => headings(target, 'h2')[0];

function buttonNamed(target: HTMLElement, name: string): HTMLButtonElement {
  const found = [...target.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The live region's words, Intl's no-break spaces read as spaces. */
const statusOf = (target: HTMLElement) =>
  target.querySelector('[role="status"]')?.textContent?.replace(/\u00a0/g, ' ');

/** A token shaped as the platform's, whose `exp` is `exp` (the stand-in reads no more of it). */
const tokenExpiringAt = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ exp })).toString('base64url'), 'signature'].join('.');

afterEach(() => {
  dom().body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('BTRenderer, the stand-in', () => {
  it('draws the match page of its url, and a guest’s bet asks the host to sign in', async () => {
    fakeServer();
    const { target, host, renderer } = mount({ url: '/futebol/brasileirao/flamengo-palmeiras' });
    expect(renderer).toBeInstanceOf(BTRenderer);
    expect(target.textContent).toContain('Carregando…');
    // The host's page has the h1: the widget's headings start at h2.
    await vi.waitFor(() =>
      expect(headings(target, 'h2')).toEqual(['Flamengo × Palmeiras', 'Cupom de apostas']),
    );
    expect(headings(target, 'h1')).toEqual([]);
    expect(headings(target, 'h3')).toEqual(['Mercados']);
    expect(headings(target, 'h4')).toEqual(['Resultado final', 'Ambas marcam']);

    const price = buttonNamed(target, 'Flamengo — Resultado final, odd 1.45');
    price.focus();
    price.click();
    // Drawn anew, the price a keyboard chose keeps the focus.
    expect(dom().activeElement?.textContent).toBe('Flamengo — Resultado final, odd 1.45');
    expect(dom().activeElement).not.toBe(price);
    expect(
      buttonNamed(target, 'Flamengo — Resultado final, odd 1.45').getAttribute('aria-pressed'),
    ).toBe('true');
    expect(host.onBetSlipStateChange).toHaveBeenLastCalledWith({ selections: 1 });
    // The slip opens from its title, which says how many selections it holds.
    const toggle = buttonNamed(target, 'Cupom de apostas (1)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(target.querySelector('label')).toBeNull();
    toggle.click();
    expect(buttonNamed(target, 'Cupom de apostas (1)').getAttribute('aria-expanded')).toBe('true');
    expect(target.querySelector('label')?.textContent).toBe('Valor da aposta (R$)');
    buttonNamed(target, 'Entre para apostar').click();
    expect(host.onLogin).toHaveBeenCalledTimes(1);
    buttonNamed(target, 'Criar conta').click();
    expect(host.onRegister).toHaveBeenCalledTimes(1);
  });

  it('reports its own navigation through onRouteChange, and follows updateOptions without echoing it', async () => {
    fakeServer();
    const { target, host, renderer } = mount({ url: '/futebol/brasileirao/flamengo-palmeiras' });
    await vi.waitFor(() => expect(title(target)).toBe('Flamengo × Palmeiras'));
    buttonNamed(target, 'Início').click();
    expect(host.onRouteChange).toHaveBeenCalledWith('/');
    expect(title(target)).toBe('Apostas esportivas');
    expect(headings(target, 'h3')).toEqual([
      'Ao vivo',
      'Começando em breve',
      'eSports',
      'Ligas populares',
    ]);
    buttonNamed(target, 'Premier League').click();
    expect(host.onRouteChange).toHaveBeenLastCalledWith('/futebol/premier-league');

    renderer.updateOptions({ url: '/basquete/nba', stickyTop: 80 });
    expect(title(target)).toBe('NBA');
    expect(target.querySelector('nav')?.style.top).toBe('80px');
    expect(host.onRouteChange).toHaveBeenCalledTimes(2);

    renderer.kill();
    expect(target.childElementCount).toBe(0);
    renderer.updateOptions({ url: '/' });
    expect(target.childElementCount).toBe(0);
  });

  it('places a bet with the token, renews an expired token once, and settles it by the demo control', async () => {
    const bet = flamengoSingle('41');
    const fetchMock = fakeServer({
      bets: (init) =>
        new Headers(init.headers).get('Authorization') !== 'Bearer fresh-token'
          ? json(401, { message: 'expired' })
          : init.method === 'GET'
            ? json(200, { bets: [] })
            : json(200, { bet, balance: 9_000 }),
      'bets/41/settle': () =>
        json(200, { bet_id: '41', outcome: 'win', credited: 1_450, balance: 10_450 }),
    });
    const { target, host } = mount({
      url: '/futebol/brasileirao/flamengo-palmeiras',
      token: 'old-token',
    });
    await vi.waitFor(() => expect(title(target)).toBe('Flamengo × Palmeiras'));
    buttonNamed(target, 'Flamengo — Resultado final, odd 1.45').click();
    buttonNamed(target, 'Cupom de apostas (1)').click();
    buttonNamed(target, 'Apostar').click();
    await vi.waitFor(() => expect(statusOf(target)).toBe('Aposta feita! Saldo: R$ 90,00'));
    // Renewed once, when the list of bets was refused; the bet went with the new token.
    expect(host.onTokenExpired).toHaveBeenCalledTimes(1);
    expect(host.onSessionRefresh).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'single',
      stake: 1_000,
      selections: [
        { event_id: 'flamengo-palmeiras', outcome_id: 'flamengo-palmeiras.result.home' },
      ],
    });
    expect(headings(target, 'h2')).toContain('Minhas apostas');

    buttonNamed(target, 'Ganhou').click();
    await vi.waitFor(() => expect(statusOf(target)).toBe('Saldo: R$ 104,50'));
    expect(target.textContent?.replace(/\u00a0/g, ' ')).toContain('Ganhou: R$ 14,50');
  });

  it('asks the host for a new session a minute before the token lapses, with nothing in the slip', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      fakeServer({ bets: () => json(200, { bets: [] }) });
      const mountedAt = Date.now();
      const now = Math.floor(mountedAt / 1000);
      const { target, host, renderer } = mount({ token: tokenExpiringAt(now + 900) });
      // vi.waitFor moves the fake clock while it polls: the time is counted from the mount.
      await vi.waitFor(() => expect(title(target)).toBe('Apostas esportivas'));
      vi.advanceTimersByTime(mountedAt - (mountedAt % 1000) + 839_000 - Date.now());
      expect(host.onSessionRefresh).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(host.onSessionRefresh).toHaveBeenCalledTimes(1);

      // A player with selections keeps them: the next refused call renews the token instead.
      const busy = mount({ token: tokenExpiringAt(now + 900 + 840) });
      await vi.waitFor(() => expect(title(busy.target)).toBe('Apostas esportivas'));
      buttonNamed(busy.target, 'Flamengo — Resultado final, odd 1.45').click();
      vi.advanceTimersByTime(900_000);
      expect(busy.host.onSessionRefresh).not.toHaveBeenCalled();

      // A killed widget asks nothing.
      const killed = mount({ token: tokenExpiringAt(now + 900 + 1_800) });
      killed.renderer.kill();
      vi.advanceTimersByTime(1_800_000);
      expect(killed.host.onSessionRefresh).not.toHaveBeenCalled();
      renderer.kill();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the host for a new session when a refused token cannot be renewed', async () => {
    fakeServer({ bets: () => json(401, { message: 'expired' }) });
    const { target, host } = mount({
      url: '/futebol/brasileirao/flamengo-palmeiras',
      token: 'old-token',
      onTokenExpired: vi.fn(() => Promise.reject(new Error('signed out'))),
    });
    await vi.waitFor(() => expect(host.onSessionRefresh).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(title(target)).toBe('Flamengo × Palmeiras'));
    // A new token refused all the same: again a new session, not a loop of renewals.
    const again = mount({ token: 'old-token' });
    await vi.waitFor(() => expect(again.host.onSessionRefresh).toHaveBeenCalledTimes(1));
    expect(again.host.onTokenExpired).toHaveBeenCalledTimes(1);
  });

  it('lists the player’s bets from its server under “Minhas apostas”, settled ones with their result', async () => {
    const listed = (id: string, result: string | null, credited: number) => ({
      ...flamengoSingle(id),
      result,
      committed: true,
      credited,
      placed_at: new Date().toISOString(),
    });
    const fetchMock = fakeServer({
      bets: () => json(200, { bets: [listed('8', null, 0), listed('7', 'won', 1_450)] }),
    });
    const { target } = mount({ token: 'token' });
    await vi.waitFor(() => expect(headings(target, 'h2')).toContain('Minhas apostas'));
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === 'bets') ?? [];
    expect(url).toBe('bets');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
    const items = [...target.querySelectorAll('li')].map((item) =>
      item.textContent?.replace(/\u00a0/g, ' '),
    );
    expect(items.filter((text) => text?.includes('Flamengo (Flamengo × Palmeiras)'))).toEqual([
      expect.stringContaining('Em aberto'),
      expect.stringContaining('Ganhou: R$ 14,50'),
    ]);
    // A guest's widget asks for no list.
    fetchMock.mockClear();
    mount({});
    expect(fetchMock.mock.calls.map(([called]) => called)).not.toContain('bets');
  });

  it('writes its own navigation to the history as ?bt-path=, keeping the host’s address', async () => {
    fakeServer();
    const history = page().history;
    history.replaceState(null, '', '/sportsbook/futebol?ref=promo');
    const before = history.length;
    const { target, host, renderer } = mount({ url: '/futebol' });
    await vi.waitFor(() => expect(title(target)).toBe('Futebol'));
    buttonNamed(target, 'Ao vivo').click();
    expect(history.length).toBe(before + 1);
    expect(`${page().location.pathname}${page().location.search}`).toBe(
      '/sportsbook/futebol?ref=promo&bt-path=%2Flive',
    );
    expect(host.onRouteChange).toHaveBeenCalledWith('/live');
    // A route the host gives is the host's to write.
    renderer.updateOptions({ url: '/basquete' });
    expect(history.length).toBe(before + 1);
  });

  it('offers a deposit when the stake is above the balance', async () => {
    fakeServer({
      bets: () =>
        json(422, {
          message: 'Saldo insuficiente para esta aposta.',
          errors: { stake: ['Saldo insuficiente para esta aposta.'] },
        }),
    });
    const { target, host } = mount({
      url: '/futebol/brasileirao/flamengo-palmeiras',
      token: 'token',
    });
    await vi.waitFor(() => expect(title(target)).toBe('Flamengo × Palmeiras'));
    buttonNamed(target, 'Flamengo — Resultado final, odd 1.45').click();
    buttonNamed(target, 'Cupom de apostas (1)').click();
    buttonNamed(target, 'Apostar').click();
    await vi.waitFor(() => buttonNamed(target, 'Depositar').click());
    expect(host.onRecharge).toHaveBeenCalledTimes(1);
    expect(target.textContent).toContain('Saldo insuficiente para esta aposta.');
  });

  it('speaks English when lang is en', async () => {
    const fetchMock = fakeServer();
    const { target } = mount({ lang: 'en' });
    await vi.waitFor(() => expect(title(target)).toBe('Sportsbook'));
    expect(fetchMock).toHaveBeenCalledWith('fixtures?lang=en');
    expect(headings(target, 'h3')).toEqual(['Live', 'Starting soon', 'eSports', 'Popular leagues']);
    expect(headings(target, 'h2')).toContain('Bet slip');
  });

  it('draws the promo widget, whose banner and prices open the match in the host', async () => {
    fakeServer();
    const onBannerClick = vi.fn();
    const onOutcomeClick = vi.fn();
    const { target } = mount({
      widgetName: 'promo',
      widgetParams: { placeholder: 'operator_page', onBannerClick, onOutcomeClick },
    });
    await vi.waitFor(() => expect(headings(target, 'h2')).toEqual(['Destaque ao vivo']));
    buttonNamed(target, 'Flamengo × Palmeiras — Apostar agora').click();
    expect(onBannerClick).toHaveBeenCalledWith({ url: '/futebol/brasileirao/flamengo-palmeiras' });
    buttonNamed(target, 'Empate — Resultado final, odd 4.20').click();
    expect(onOutcomeClick).toHaveBeenCalledWith({ url: '/futebol/brasileirao/flamengo-palmeiras' });
  });
});

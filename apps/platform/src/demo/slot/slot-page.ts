import type { GameMode } from '@vitrine/contract/games.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import { escapeHtml, pageStart, scriptJson } from '../../http/html-page.ts';
import { formatMoney } from '../../http/messages.ts';
import { PAYLINES, type Reels, SLOT_STAKES, SLOT_SYMBOLS, rtpPercent } from './slot-machine.ts';
import { symbolSvg } from './slot-symbols.ts';

// The demo slot's page: one self-contained HTML document (inline CSS and JS under a per-response
// nonce, no external assets) shown in the game screen's iframe. Its words follow the launch's
// language; the Portuguese is the product's own.

const TEXT = {
  'pt-BR': {
    demo: 'Modo demonstração: créditos de jogo, sem dinheiro real',
    real: 'Jogo com saldo real',
    balance: 'Saldo',
    lastWin: 'Último prêmio',
    stake: 'Aposta',
    spin: 'Girar',
    reels: 'Rolos',
    reel: 'Rolo',
    spinning: 'Girando…',
    won: 'Você ganhou {amount}!',
    lost: 'Sem prêmio desta vez.',
    failed: 'Não foi possível girar agora. Tente novamente.',
    ready: 'Escolha a aposta e toque em Girar.',
    paytable: 'Tabela de prêmios',
    combination: 'Combinação',
    pays: 'Multiplicador',
    linesNote:
      'Paga em 5 linhas: as 3 fileiras e as 2 diagonais. Cada linha com três símbolos iguais paga a aposta ÷ 5 × o multiplicador.',
    rtp: 'Retorno teórico ao jogador (RTP): {rtp}. Média teórica de retorno ao jogador a longo prazo; cada rodada é aleatória.',
    expired: 'Sessão de jogo expirada',
  },
  en: {
    demo: 'Demo mode: play credits, no real money',
    real: 'Playing with real balance',
    balance: 'Balance',
    lastWin: 'Last win',
    stake: 'Stake',
    spin: 'Spin',
    reels: 'Reels',
    reel: 'Reel',
    spinning: 'Spinning…',
    won: 'You won {amount}!',
    lost: 'No win this time.',
    failed: 'Could not spin right now. Please try again.',
    ready: 'Choose a stake and press Spin.',
    paytable: 'Paytable',
    combination: 'Combination',
    pays: 'Multiplier',
    linesNote:
      'Pays on 5 lines: the 3 rows and the 2 diagonals. Each line with three equal symbols pays the stake ÷ 5 × the multiplier.',
    rtp: 'Theoretical return to player (RTP): {rtp}. A theoretical long-term average return to players; every round is random.',
    expired: 'Game session expired',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:dark}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#140a2e;color:#f8fafc;display:flex;justify-content:center}
main{width:100%;max-width:560px;padding:16px;display:flex;flex-direction:column;gap:14px}
h1{margin:0;font-size:1.4rem;line-height:1.2}
h2{margin:0 0 6px;font-size:1rem}
.provider,.mode,.note{margin:0;color:#cbd5e1;font-size:.875rem}
.meters{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:0}
.meters div{background:#24164d;border-radius:10px;padding:8px 12px}
.meters dt{font-size:.8rem;color:#cbd5e1}
.meters dd{margin:0;font-size:1.2rem;font-weight:700;font-variant-numeric:tabular-nums}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;background:#0b0620;border:2px solid #7c3aed;border-radius:14px;padding:10px}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:8px}
.cell{display:flex;align-items:center;justify-content:center;aspect-ratio:1;background:#f8fafc;border-radius:10px;padding:14%;transition:transform .15s}
.cell svg{width:100%;height:100%}
.combo{display:inline-flex;gap:2px;vertical-align:middle;margin-right:6px}
.combo svg{width:22px;height:22px}
.cell.win{outline:4px solid #facc15;outline-offset:-4px}
.reels.spinning .cell{transform:scale(.92)}
.controls{display:flex;gap:10px;align-items:flex-end;flex-wrap:wrap}
.stake{display:flex;flex-direction:column;gap:4px;font-size:.875rem}
select,button{font:inherit;border-radius:10px;min-height:44px}
select{background:#f8fafc;color:#111827;border:2px solid #cbd5e1;padding:0 10px}
button{flex:1;min-width:140px;border:0;background:#facc15;color:#111827;font-weight:800;font-size:1.1rem;cursor:pointer}
button[aria-disabled="true"]{opacity:.7;cursor:progress}
select:focus-visible,button:focus-visible{outline:3px solid #22d3ee;outline-offset:2px}
.status{min-height:1.5em;margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:.9rem}
caption{text-align:left;font-weight:700;margin-bottom:6px}
th,td{padding:4px 6px;border-bottom:1px solid #3b2a6b;text-align:left}
td:last-child,th:last-child{text-align:right;font-variant-numeric:tabular-nums}
`;

// Runs in the iframe: posts the stake, draws the answer, tells the parent window about the round.
const SCRIPT = `
(() => {
  const config = JSON.parse(document.getElementById('slot-config').textContent);
  const money = new Intl.NumberFormat(config.lang, { style: 'currency', currency: 'BRL' });
  const symbols = new Map(config.symbols.map((symbol) => [symbol.id, symbol]));
  const button = document.getElementById('spin');
  const stake = document.getElementById('stake');
  const status = document.getElementById('status');
  const balance = document.getElementById('balance');
  const lastWin = document.getElementById('last-win');
  const reels = document.getElementById('reels');
  const cells = Array.from(reels.querySelectorAll('.cell'));
  let spinning = false;

  const drawReels = (window, winning) => {
    cells.forEach((cell) => {
      const reel = Number(cell.dataset.reel);
      const row = Number(cell.dataset.row);
      const symbol = symbols.get(window[reel][row]);
      cell.innerHTML = symbol.svg;
      cell.setAttribute('aria-label', symbol.name);
      cell.classList.toggle('win', winning.some((line) => config.paylines[line][reel] === row));
    });
  };
  const winningLines = (window) =>
    config.paylines
      .map((rows, line) => ({ line, ids: rows.map((row, reel) => window[reel][row]) }))
      .filter(({ ids }) => ids.every((id) => id === ids[0]))
      .map(({ line }) => line);

  button.addEventListener('click', async () => {
    if (spinning) return;
    spinning = true;
    button.setAttribute('aria-disabled', 'true');
    reels.classList.add('spinning');
    status.textContent = config.text.spinning;
    try {
      // One key per spin, kept by its one retry: the platform never plays a spin twice.
      const key = crypto.randomUUID ? crypto.randomUUID() : null;
      const send = () =>
        fetch(config.spinUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Accept-Language': config.lang,
            ...(key ? { 'Idempotency-Key': key } : {}),
          },
          body: JSON.stringify({ stake: Number(stake.value) }),
        });
      let response = await send().catch(() => null);
      if (!response || response.status >= 500) response = await send();
      const body = await response.json().catch(() => ({}));
      if (!response.ok) {
        status.textContent = typeof body.message === 'string' ? body.message : config.text.failed;
        return;
      }
      drawReels(body.reels, body.win > 0 ? winningLines(body.reels) : []);
      balance.textContent = money.format(body.balance / 100);
      lastWin.textContent = money.format(body.win / 100);
      status.textContent =
        body.win > 0 ? config.text.won.replace('{amount}', money.format(body.win / 100)) : config.text.lost;
      window.parent.postMessage(
        { type: 'vitrine:round', round_id: body.round_id, balance: body.balance, win: body.win },
        '*',
      );
    } catch {
      status.textContent = config.text.failed;
    } finally {
      spinning = false;
      button.removeAttribute('aria-disabled');
      reels.classList.remove('spinning');
    }
  });
})();
`;

export interface SlotPageInput {
  lang: Locale;
  title: string;
  providerName: string;
  mode: GameMode;
  balance: number;
  spinUrl: string;
  nonce: string;
  /** What the reels show before the first spin. */
  reels: Reels;
}

/** The slot's HTML document. */
export function slotPage(input: SlotPageInput): string {
  const { lang, nonce } = input;
  const text = TEXT[lang];
  const symbolName = (id: string) => SLOT_SYMBOLS.find((symbol) => symbol.id === id)?.name[lang];
  // The same figure, written as on the game's card and page (issue 35): "94,77 %" / "94.77%".
  const percent = rtpPercent().toFixed(2);
  const rtp = lang === 'pt-BR' ? `${percent.replace('.', ',')} %` : `${percent}%`;
  const reels = input.reels
    .map(
      (column, reel) =>
        `<div class="reel" role="group" aria-label="${text.reel} ${reel + 1}">${column
          .map(
            (id, row) =>
              `<span class="cell" role="img" data-reel="${reel}" data-row="${row}" aria-label="${escapeHtml(symbolName(id) ?? id)}">${symbolSvg(id)}</span>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const stakes = SLOT_STAKES.map(
    (stake) =>
      `<option value="${stake}"${stake === 100 ? ' selected' : ''}>${escapeHtml(formatMoney(stake, lang))}</option>`,
  ).join('');
  const paytable = SLOT_SYMBOLS.map(
    (symbol) =>
      `<tr><td><span class="combo">${symbolSvg(symbol.id).repeat(3)}</span> 3 × ${escapeHtml(symbol.name[lang])}</td><td>${symbol.multiplier}×</td></tr>`,
  ).join('');
  const config = {
    lang,
    spinUrl: input.spinUrl,
    paylines: PAYLINES,
    symbols: SLOT_SYMBOLS.map((symbol) => ({
      id: symbol.id,
      svg: symbolSvg(symbol.id),
      name: symbol.name[lang],
    })),
    text: {
      spinning: text.spinning,
      won: text.won,
      lost: text.lost,
      failed: text.failed,
    },
  };
  const title = escapeHtml(input.title);
  return `${pageStart({ lang, title, nonce, style: STYLE, meta: { referrer: 'no-referrer' } })}
<main aria-labelledby="slot-title">
<header>
<h1 id="slot-title">${title}</h1>
<p class="provider">${escapeHtml(input.providerName)}</p>
<p class="mode">${input.mode === 'demo' ? text.demo : text.real}</p>
</header>
<dl class="meters">
<div><dt>${text.balance}</dt><dd id="balance">${escapeHtml(formatMoney(input.balance, lang))}</dd></div>
<div><dt>${text.lastWin}</dt><dd id="last-win">${escapeHtml(formatMoney(0, lang))}</dd></div>
</dl>
<div class="reels" id="reels" role="group" aria-label="${text.reels}">${reels}</div>
<div class="controls">
<label class="stake" for="stake">${text.stake}<select id="stake" name="stake">${stakes}</select></label>
<button type="button" id="spin">${text.spin}</button>
</div>
<p class="status" id="status" role="status" aria-live="polite">${text.ready}</p>
<section aria-labelledby="paytable-title">
<table>
<caption id="paytable-title">${text.paytable}</caption>
<thead><tr><th scope="col">${text.combination}</th><th scope="col">${text.pays}</th></tr></thead>
<tbody>${paytable}</tbody>
</table>
<p class="note">${text.linesNote}</p>
<p class="note">${escapeHtml(text.rtp.replace('{rtp}', rtp))}</p>
</section>
</main>
<script type="application/json" id="slot-config" nonce="${nonce}">${scriptJson(config)}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/** The page for a token that is unknown, expired or of another tenant. */
export function expiredPage(lang: Locale, nonce: string, message: string): string {
  const text = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.expired}</title>
<style nonce="${nonce}">body{margin:0;padding:24px;font-family:system-ui,sans-serif;background:#140a2e;color:#f8fafc}</style></head>
<body><main><h1>${text.expired}</h1><p>${escapeHtml(message)}</p></main></body>
</html>`;
}

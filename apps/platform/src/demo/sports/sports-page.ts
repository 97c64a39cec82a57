import type { Locale } from '@vitrine/contract/locale.ts';
import { escapeHtml, pageStart } from '../../http/html-page.ts';

// The demo provider's sports page: what `POST games/launch/sport` frames for a brand without Betby.
// One self-contained, read-only HTML document (inline CSS under a per-response nonce, no script):
// a few matches with decimal odds; bets are placed in the live product.

/** A match on the demo provider's board, with its 1X2 decimal odds. */
export interface SportsFixture {
  league: string;
  home: string;
  away: string;
  /** Kick-off, as the board shows it (`Hoje 21:30`, `Ao vivo 63'`), per language. */
  when: Record<Locale, string>;
  odds: readonly [home: number, draw: number, away: number];
}

export const SPORTS_FIXTURES: readonly SportsFixture[] = [
  {
    league: 'Brasileirão Série A',
    home: 'Flamengo',
    away: 'Palmeiras',
    when: { 'pt-BR': "Ao vivo 63'", en: "Live 63'" },
    odds: [2.1, 3.25, 3.6],
  },
  {
    league: 'Brasileirão Série A',
    home: 'Corinthians',
    away: 'São Paulo',
    when: { 'pt-BR': 'Hoje 21:30', en: 'Today 21:30' },
    odds: [2.45, 3.1, 2.95],
  },
  {
    league: 'Copa Libertadores',
    home: 'River Plate',
    away: 'Grêmio',
    when: { 'pt-BR': 'Amanhã 19:00', en: 'Tomorrow 19:00' },
    odds: [1.85, 3.4, 4.5],
  },
  {
    league: 'Premier League',
    home: 'Arsenal',
    away: 'Liverpool',
    when: { 'pt-BR': 'Sábado 13:30', en: 'Saturday 13:30' },
    odds: [2.6, 3.5, 2.55],
  },
];

const TEXT = {
  'pt-BR': {
    title: 'Esportes',
    provider: 'Provedor de demonstração',
    note: 'Cotações de demonstração. As apostas são feitas no produto ao vivo.',
    match: 'Partida',
    when: 'Quando',
    home: 'Casa (1)',
    draw: 'Empate (X)',
    away: 'Fora (2)',
  },
  en: {
    title: 'Sports',
    provider: 'Demo provider',
    note: 'Demo odds. Bets are placed in the live product.',
    match: 'Match',
    when: 'When',
    home: 'Home (1)',
    draw: 'Draw (X)',
    away: 'Away (2)',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:dark}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0b1d14;color:#f8fafc}
main{max-width:720px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px}
h1{margin:0;font-size:1.4rem}
h2{margin:0 0 6px;font-size:1rem;color:#bbf7d0}
p{margin:0;color:#d1d5db;font-size:.875rem}
table{width:100%;border-collapse:collapse;font-size:.9rem}
th,td{padding:8px 6px;border-bottom:1px solid #1f4a33;text-align:left}
th{font-size:.8rem;color:#d1d5db;font-weight:600}
td.odd{text-align:right;font-weight:700;font-variant-numeric:tabular-nums}
th.odd{text-align:right}
`;

/** The board, grouped by league, in the launch's language. */
export function sportsPage(lang: Locale, nonce: string): string {
  const text = TEXT[lang];
  const odds = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const leagues = [...new Set(SPORTS_FIXTURES.map((fixture) => fixture.league))];
  const sections = leagues
    .map((league, index) => {
      const rows = SPORTS_FIXTURES.filter((fixture) => fixture.league === league)
        .map(
          (fixture) =>
            `<tr><th scope="row">${escapeHtml(`${fixture.home} × ${fixture.away}`)}</th><td>${escapeHtml(fixture.when[lang])}</td>${fixture.odds
              .map((odd) => `<td class="odd">${odds.format(odd)}</td>`)
              .join('')}</tr>`,
        )
        .join('');
      return `<section aria-labelledby="league-${index}">
<h2 id="league-${index}">${escapeHtml(league)}</h2>
<table>
<thead><tr><th scope="col">${text.match}</th><th scope="col">${text.when}</th><th scope="col" class="odd">${text.home}</th><th scope="col" class="odd">${text.draw}</th><th scope="col" class="odd">${text.away}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
    })
    .join('\n');
  return `${pageStart({ lang, title: text.title, nonce, style: STYLE })}
<main aria-labelledby="sports-title">
<header>
<h1 id="sports-title">${text.title}</h1>
<p>${text.provider}</p>
</header>
<p>${text.note}</p>
${sections}
</main>
</body>
</html>`;
}

import type { Locale } from '@vitrine/contract/locale.ts';
import { escapeHtml } from '../../http/html-page.ts';
import type { ConsoleSection } from './console-page.ts';

// The console's cashback (docs/design/cashback.md "Console"): an entry made for a player now, and
// an entry's clock moved to its next unlock. Every text is escaped.

const TEXT = {
  'pt-BR': {
    title: 'Cashback',
    player: 'Jogador (e-mail ou telefone)',
    type: 'Tipo',
    calendar: 'Calendário (3 resgates)',
    immediate: 'Imediato (1 resgate)',
    amount: 'Valor em centavos (vazio: as perdas dos últimos 7 dias × percentual)',
    make: 'Criar o cashback',
    entry: 'Nº do cashback',
    advance: 'Liberar o próximo resgate agora',
  },
  en: {
    title: 'Cashback',
    player: 'Player (e-mail or phone)',
    type: 'Type',
    calendar: 'Calendar (3 claims)',
    immediate: 'Immediate (1 claim)',
    amount: 'Amount in centavos (empty: the last 7 days’ losses × percentage)',
    make: 'Make the cashback',
    entry: 'Cashback #',
    advance: 'Unlock the next claim now',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The console section: make an entry for a player; move an entry's clock to its next unlock. */
export function cashbackConsoleSection(lang: Locale): ConsoleSection {
  const text = TEXT[lang];
  const html = `<form data-post="console/cashback/entry">
<p><label for="cashback-entry-player">${escapeHtml(text.player)}</label><br><input id="cashback-entry-player" name="player" required autocomplete="off" size="40"></p>
<p><label for="cashback-entry-type">${escapeHtml(text.type)}</label><br><select id="cashback-entry-type" name="type" required><option value="calendar">${escapeHtml(text.calendar)}</option><option value="immediate">${escapeHtml(text.immediate)}</option></select></p>
<p><label for="cashback-entry-amount">${escapeHtml(text.amount)}</label><br><input id="cashback-entry-amount" name="amount" inputmode="numeric" pattern="[0-9]*" autocomplete="off"></p>
<button type="submit">${escapeHtml(text.make)}</button>
</form>
<form data-post="console/cashback/advance">
<p><label for="cashback-advance-entry">${escapeHtml(text.entry)}</label><br><input id="cashback-advance-entry" name="entry_id" required inputmode="numeric" pattern="[0-9]+" autocomplete="off"></p>
<button type="submit">${escapeHtml(text.advance)}</button>
</form>`;
  return { id: 'cashback', title: text.title, html };
}

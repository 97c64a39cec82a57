import type { Locale } from '@vitrine/contract/locale.ts';
import { escapeHtml } from '../../http/html-page.ts';
import type { ConsoleSection } from './console-page.ts';

// The console's bonuses: grant a bonus with a rollover to a player (docs/design/bonuses.md). A
// regulated brand grants none, so the section only says why. Every text is escaped.

const TEXT = {
  'pt-BR': {
    title: 'Bônus',
    player: 'Jogador (e-mail ou telefone)',
    amount: 'Valor (centavos)',
    rollover: 'Rollover (vezes o valor)',
    maxBet: 'Aposta máxima (centavos, opcional)',
    days: 'Validade (dias)',
    name: 'Nome (opcional)',
    grant: 'Dar o bônus',
    regulated: 'Esta marca é regulada: a Lei 14.790/2023 (art. 29, I) proíbe bônus antecipados.',
  },
  en: {
    title: 'Bonuses',
    player: 'Player (e-mail or phone)',
    amount: 'Amount (centavos)',
    rollover: 'Rollover (times the amount)',
    maxBet: 'Max bet (centavos, optional)',
    days: 'Valid for (days)',
    name: 'Name (optional)',
    grant: 'Grant the bonus',
    regulated: 'This brand is regulated: Lei 14.790/2023 (art. 29, I) forbids advance bonuses.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The console section: the grant form, or on a regulated brand why there is none. */
export function bonusesConsoleSection(regulated: boolean, lang: Locale): ConsoleSection {
  const text = TEXT[lang];
  if (regulated) {
    return { id: 'bonuses', title: text.title, html: `<p>${escapeHtml(text.regulated)}</p>` };
  }
  const field = (id: string, name: string, label: string, attributes: string) =>
    `<p><label for="bonus-grant-${id}">${escapeHtml(label)}</label><br><input id="bonus-grant-${id}" name="${name}" ${attributes}></p>`;
  const html = `<form data-post="console/bonuses/grant">
${field('player', 'player', text.player, 'required autocomplete="off" size="40"')}
${field('amount', 'amount', text.amount, 'required type="number" min="1" value="10000"')}
${field('rollover', 'rollover_multiplier', text.rollover, 'required type="number" min="1" max="100" value="10"')}
${field('max-bet', 'max_bet', text.maxBet, 'type="number" min="1"')}
${field('days', 'valid_days', text.days, 'required type="number" min="1" max="365" value="7"')}
${field('name', 'name', text.name, 'autocomplete="off" maxlength="80"')}
<button type="submit">${escapeHtml(text.grant)}</button>
</form>`;
  return { id: 'bonuses', title: text.title, html };
}

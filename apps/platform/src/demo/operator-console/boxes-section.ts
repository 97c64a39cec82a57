import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { boxes } from '../../db/schema/rewards.ts';
import { escapeHtml } from '../../http/html-page.ts';
import type { ConsoleSection } from './console-page.ts';

// The console's boxes: award one of the tenant's boxes to a player (docs/design/boxes.md
// "Rewards"). Every text is escaped.

const TEXT = {
  'pt-BR': {
    title: 'Caixas',
    player: 'Jogador (e-mail ou telefone)',
    box: 'Caixa',
    award: 'Dar a caixa',
    empty: 'Esta marca não tem caixas.',
  },
  en: {
    title: 'Boxes',
    player: 'Player (e-mail or phone)',
    box: 'Box',
    award: 'Award the box',
    empty: 'This brand has no boxes.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The console section: a player field and a select of the tenant's active boxes. */
export async function boxesConsoleSection(
  db: Database,
  tenantId: number,
  lang: Locale,
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const rows = await db
    .select({ id: boxes.id, name: boxes.name })
    .from(boxes)
    .where(and(eq(boxes.tenantId, tenantId), eq(boxes.active, true)))
    .orderBy(asc(boxes.sellValue), asc(boxes.id));
  if (rows.length === 0) {
    return { id: 'boxes', title: text.title, html: `<p>${escapeHtml(text.empty)}</p>` };
  }
  const options = rows
    .map((row) => `<option value="${row.id}">${escapeHtml(row.name)}</option>`)
    .join('');
  const html = `<form data-post="console/boxes/award">
<p><label for="box-award-player">${escapeHtml(text.player)}</label><br><input id="box-award-player" name="player" required autocomplete="off" size="40"></p>
<p><label for="box-award-box">${escapeHtml(text.box)}</label><br><select id="box-award-box" name="box_id" required>${options}</select></p>
<button type="submit">${escapeHtml(text.award)}</button>
</form>`;
  return { id: 'boxes', title: text.title, html };
}

import { desc, eq } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { impedimentEvents } from '../../db/schema/responsible-gaming.ts';
import { escapeHtml } from '../../http/html-page.ts';
import { formatDateTime } from '../../http/messages.ts';
import { type ConsoleSection, postButton } from './console-page.ts';

// The console's central impediment directory (IN SPA/MF 31/2025; docs/design/responsible-gaming.md
// "The impediment directory"): a button that runs the 15-day sweep for this tenant now, and what the
// directory changed lately. Players are shown by number only.

const TEXT = {
  'pt-BR': {
    title: 'Cadastro de impedidos',
    sweep: 'Reconsultar a base',
    hint: 'Consulta agora o cadastro centralizado para cada jogador consultado há 15 dias ou mais, e encerra as contas impedidas há 3 dias.',
    empty: 'Nenhuma mudança do cadastro até agora.',
    when: 'Quando',
    player: 'Jogador',
    what: 'O quê',
    by: 'Por',
    kinds: { impeded: 'impedido', cleared: 'liberado', closed: 'conta encerrada' },
    answers: {
      not_impeded: 'não impedido',
      central_self_exclusion: 'autoexclusão centralizada',
      social_programme: 'programa social',
    },
    sources: { sign_in: 'login do dia', sweep: 'reconsulta da base' },
  },
  en: {
    title: 'Impediment directory',
    sweep: 'Re-check the base',
    hint: 'Asks the central directory now about every player last asked 15 days ago or more, and closes the accounts impeded 3 days ago.',
    empty: 'No change from the directory so far.',
    when: 'When',
    player: 'Player',
    what: 'What',
    by: 'By',
    kinds: { impeded: 'impeded', cleared: 'cleared', closed: 'account closed' },
    answers: {
      not_impeded: 'not impeded',
      central_self_exclusion: 'central self-exclusion',
      social_programme: 'social programme',
    },
    sources: { sign_in: "the day's sign-in", sweep: 'the base re-check' },
  },
} as const;

const EVENTS = 20;

export async function impedimentConsoleSection(
  db: Database,
  tenantId: number,
  lang: Locale,
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const rows = await db
    .select()
    .from(impedimentEvents)
    .where(eq(impedimentEvents.tenantId, tenantId))
    .orderBy(desc(impedimentEvents.id))
    .limit(EVENTS);
  const button = `<p>${postButton({ label: text.sweep, url: 'console/impediment-sweep', body: {} })} ${escapeHtml(text.hint)}</p>`;
  if (rows.length === 0) {
    return { id: 'impediments', title: text.title, html: `${button}<p>${text.empty}</p>` };
  }
  const lines = rows.map(
    (row) =>
      `<tr><td>${escapeHtml(formatDateTime(row.createdAt, lang))}</td><td>#${row.userId}</td><td>${escapeHtml(`${text.kinds[row.kind]} (${text.answers[row.answer]})`)}</td><td>${escapeHtml(text.sources[row.source])}</td></tr>`,
  );
  return {
    id: 'impediments',
    title: text.title,
    html: `${button}<table>
<thead><tr><th scope="col">${text.when}</th><th scope="col">${text.player}</th><th scope="col">${text.what}</th><th scope="col">${text.by}</th></tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`,
  };
}

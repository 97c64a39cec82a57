import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import { REGULATED_MAX_IDLE_MINUTES } from '@vitrine/contract/site-config.ts';
import type { Database } from '../../db/client.ts';
import { playerBlocks, playerLimits } from '../../db/schema/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import { escapeHtml } from '../../http/html-page.ts';
import { formatDateTime, formatMoney } from '../../http/messages.ts';
import { activeBlock, blockHistory } from '../../modules/responsible-gaming/blocks-service.ts';
import { limitHistory, limitsOf } from '../../modules/responsible-gaming/limits-service.ts';
import { maskPixKey } from '../../modules/withdrawals/pix-keys.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import type { ConsoleSection } from './console-page.ts';

// The console's responsible gaming (docs/design/responsible-gaming.md): the players who set a
// limit, a pause or a self-exclusion, newest first, each with what is in force and the history.
// Players are shown as the withdrawals show them (`Ana S. · a***@vitrine.test`), escaped.

const TEXT = {
  'pt-BR': {
    title: 'Jogo responsável',
    empty: 'Nenhum jogador definiu limites, pausas ou autoexclusões.',
    player: 'Jogador',
    inForce: 'Em vigor',
    history: 'Histórico',
    noLimit: 'sem limite',
    none: 'Nada em vigor.',
    pending: 'passa a {amount} em {date}',
    pauseUntil: 'Pausa até {date}',
    exclusionUntil: 'Autoexclusão até {date}',
    exclusionIndefinite: 'Autoexclusão por tempo indeterminado',
    limitLine:
      'Limite de {kind} ({period}): {amount}, pedido em {requested}, vale a partir de {effective}',
    cancelled: 'substituído em {date}',
    pauseLine: 'Pausa de {start} até {end}',
    exclusionLine: 'Autoexclusão de {start} até {end}',
    indefinite: 'tempo indeterminado',
    kinds: { deposit: 'depósito', loss: 'perdas', bet: 'apostas', time: 'tempo' },
    periods: { day: 'dia', week: 'semana', month: 'mês' },
    minutes: '{count} min',
    settings: 'Configurações da marca',
    idle: 'Minutos sem atividade até pedir a senha de novo',
    idleHint: 'Marca regulada: no máximo {max} (Portaria SPA/MF 722/2024).',
    cooling: 'Minutos até um limite maior valer',
    save: 'Salvar configurações',
  },
  en: {
    title: 'Responsible gaming',
    empty: 'No player has set limits, pauses or self-exclusions.',
    player: 'Player',
    inForce: 'In force',
    history: 'History',
    noLimit: 'no limit',
    none: 'Nothing in force.',
    pending: 'becomes {amount} on {date}',
    pauseUntil: 'Paused until {date}',
    exclusionUntil: 'Self-excluded until {date}',
    exclusionIndefinite: 'Self-excluded indefinitely',
    limitLine: '{kind} limit ({period}): {amount}, asked {requested}, in effect from {effective}',
    cancelled: 'replaced {date}',
    pauseLine: 'Pause from {start} to {end}',
    exclusionLine: 'Self-exclusion from {start} to {end}',
    indefinite: 'indefinitely',
    kinds: { deposit: 'Deposit', loss: 'Loss', bet: 'Bet', time: 'Time' },
    periods: { day: 'day', week: 'week', month: 'month' },
    minutes: '{count} min',
    settings: 'Brand settings',
    idle: 'Idle minutes before the password is asked again',
    idleHint: 'Regulated brand: at most {max} (Portaria SPA/MF 722/2024).',
    cooling: 'Minutes before a looser limit applies',
    save: 'Save settings',
  },
} as const;

/** How many players the section shows, and how many history lines each. */
const PLAYERS = 20;
const LINES = 20;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** The players of the tenant who made a change most recently, newest first. */
async function recentPlayers(db: Database, tenantId: number): Promise<number[]> {
  const [limits, blocks] = await Promise.all([
    db
      .select({ userId: playerLimits.userId, at: playerLimits.requestedAt })
      .from(playerLimits)
      .where(eq(playerLimits.tenantId, tenantId))
      .orderBy(desc(playerLimits.requestedAt))
      .limit(PLAYERS * LINES),
    db
      .select({ userId: playerBlocks.userId, at: playerBlocks.createdAt })
      .from(playerBlocks)
      .where(eq(playerBlocks.tenantId, tenantId))
      .orderBy(desc(playerBlocks.createdAt))
      .limit(PLAYERS * LINES),
  ]);
  const newestFirst = [...limits, ...blocks].sort((a, b) => b.at.getTime() - a.at.getTime());
  return [...new Set(newestFirst.map((row) => row.userId))].slice(0, PLAYERS);
}

/** The tenant's own settings, as a form the console's script posts (console-page.ts). */
function settingsForm(tenant: ConsoleTenant, lang: Locale): string {
  const text = TEXT[lang];
  const { idle_minutes: idle, cooling_off_minutes: cooling } = tenant.config.responsible_gaming;
  const idleMax = tenant.config.is_regulated ? REGULATED_MAX_IDLE_MINUTES : 24 * 60;
  const hint = tenant.config.is_regulated
    ? `<br><small id="rg-idle-hint">${escapeHtml(fill(text.idleHint, { max: String(REGULATED_MAX_IDLE_MINUTES) }))}</small>`
    : '';
  return `<h3>${escapeHtml(text.settings)}</h3>
<form data-post="console/responsible-gaming/settings">
<p><label for="rg-idle_minutes">${escapeHtml(text.idle)}</label><br><input id="rg-idle_minutes" name="idle_minutes" type="number" min="1" max="${idleMax}" required value="${idle}"${hint ? ' aria-describedby="rg-idle-hint"' : ''}>${hint}</p>
<p><label for="rg-cooling_off_minutes">${escapeHtml(text.cooling)}</label><br><input id="rg-cooling_off_minutes" name="cooling_off_minutes" type="number" min="0" max="${30 * 24 * 60}" required value="${cooling}"></p>
<p><button type="submit">${escapeHtml(text.save)}</button></p>
</form>`;
}

/** What the section needs of the tenant. */
export type ConsoleTenant = Pick<Tenant, 'id'> & {
  config: Pick<Tenant['config'], 'is_regulated' | 'responsible_gaming'>;
};

export async function responsibleGamingConsoleSection(
  db: Database,
  tenant: ConsoleTenant,
  { lang, now }: { lang: Locale; now: Date },
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const tenantId = tenant.id;
  const form = settingsForm(tenant, lang);
  const ids = await recentPlayers(db, tenantId);
  if (ids.length === 0) {
    return { id: 'responsible-gaming', title: text.title, html: `${form}\n<p>${text.empty}</p>` };
  }
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  const date = (value: Date) => formatDateTime(value, lang);
  const amountOf = (kind: keyof typeof text.kinds, amount: number | null) => {
    if (amount === null) return text.noLimit;
    return kind === 'time'
      ? fill(text.minutes, { count: String(amount) })
      : formatMoney(amount, lang);
  };

  const rows = await Promise.all(
    ids.map(async (userId) => {
      const player = { tenantId, userId };
      const person = people.find((row) => row.id === userId);
      const name = person
        ? `#${userId} ${person.firstName}${person.lastName.trim() ? ` ${person.lastName.trim().slice(0, 1)}.` : ''} · ${maskPixKey('email', person.email)}`
        : `#${userId}`;
      const [limits, block, limitLines, blockLines] = await Promise.all([
        limitsOf(db, player, now),
        activeBlock(db, player, now),
        limitHistory(db, player, LINES),
        blockHistory(db, player, LINES),
      ]);
      const inForce = [
        ...(block
          ? [
              block.kind === 'pause'
                ? fill(text.pauseUntil, { date: date(block.endsAt ?? block.startsAt) })
                : block.endsAt
                  ? fill(text.exclusionUntil, { date: date(block.endsAt) })
                  : text.exclusionIndefinite,
            ]
          : []),
        ...limits.map((limit) => {
          const line = `${text.kinds[limit.kind]} (${text.periods[limit.period]}): ${amountOf(limit.kind, limit.amount)}`;
          return limit.pending
            ? `${line}, ${fill(text.pending, { amount: amountOf(limit.kind, limit.pending.amount), date: date(limit.pending.effectiveAt) })}`
            : line;
        }),
      ];
      const history = [
        ...limitLines.map((row) => ({
          at: row.requestedAt,
          line:
            fill(text.limitLine, {
              kind: text.kinds[row.kind],
              period: text.periods[row.period],
              amount: amountOf(row.kind, row.amount),
              requested: date(row.requestedAt),
              effective: date(row.effectiveAt),
            }) +
            (row.cancelledAt ? ` (${fill(text.cancelled, { date: date(row.cancelledAt) })})` : ''),
        })),
        ...blockLines.map((row) => ({
          at: row.createdAt,
          line: fill(row.kind === 'pause' ? text.pauseLine : text.exclusionLine, {
            start: date(row.startsAt),
            end: row.endsAt ? date(row.endsAt) : text.indefinite,
          }),
        })),
      ]
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, LINES);
      const list = (lines: string[]) =>
        lines.length === 0
          ? `<p>${escapeHtml(text.none)}</p>`
          : `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
      return `<tr>
<td>${escapeHtml(name)}</td>
<td>${list(inForce)}</td>
<td>${list(history.map((entry) => entry.line))}</td>
</tr>`;
    }),
  );
  return {
    id: 'responsible-gaming',
    title: text.title,
    html: `${form}
<table>
<thead><tr><th scope="col">${text.player}</th><th scope="col">${text.inForce}</th><th scope="col">${text.history}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`,
  };
}

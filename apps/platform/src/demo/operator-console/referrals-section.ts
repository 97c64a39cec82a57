import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { escapeHtml } from '../../http/html-page.ts';
import { formatDateTime, formatMoney } from '../../http/messages.ts';
import { type ConsoleSection, postButton } from './console-page.ts';

// The console's referrals (docs/product/vip-and-referrals.md "Refer a friend"): the newest players,
// each with a button that marks or unmarks them as an affiliate, and the referrals per referrer.
// Every text from the data is escaped.

const TEXT = {
  'pt-BR': {
    title: 'Indicações',
    players: 'Jogadores mais recentes',
    referrals: 'Indicações por indicador',
    player: 'Jogador',
    affiliate: 'Afiliado',
    yes: 'sim',
    no: 'não',
    mark: 'Marcar como afiliado',
    unmark: 'Desmarcar afiliado',
    referrer: 'Indicador',
    referred: 'Indicado',
    status: 'Situação',
    reward: 'Recompensa',
    when: 'Cadastro',
    statuses: { registered: 'cadastrado', qualified: 'qualificado' },
    empty: 'Nenhuma indicação até agora.',
  },
  en: {
    title: 'Referrals',
    players: 'Newest players',
    referrals: 'Referrals per referrer',
    player: 'Player',
    affiliate: 'Affiliate',
    yes: 'yes',
    no: 'no',
    mark: 'Mark as affiliate',
    unmark: 'Unmark affiliate',
    referrer: 'Referrer',
    referred: 'Referred',
    status: 'Status',
    reward: 'Reward',
    when: 'Signed up',
    statuses: { registered: 'registered', qualified: 'qualified' },
    empty: 'No referral so far.',
  },
} as const;

const PLAYERS = 10;
const REFERRALS = 50;

const playerLabel = (id: number, first: string, last: string) =>
  escapeHtml(`#${id} ${first} ${last}`.trim());

export async function referralsConsoleSection(
  db: Database,
  tenantId: number,
  lang: Locale,
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const referrer = alias(users, 'referrer');
  const [players, rows] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        isAffiliate: users.isAffiliate,
      })
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .orderBy(desc(users.id))
      .limit(PLAYERS),
    db
      .select({
        referrerId: referrals.referrerId,
        referrerFirst: referrer.firstName,
        referrerLast: referrer.lastName,
        userId: referrals.userId,
        referredFirst: users.firstName,
        referredLast: users.lastName,
        status: referrals.status,
        reward: referrals.reward,
        createdAt: referrals.createdAt,
      })
      .from(referrals)
      .innerJoin(
        referrer,
        and(eq(referrer.tenantId, referrals.tenantId), eq(referrer.id, referrals.referrerId)),
      )
      .innerJoin(users, and(eq(users.tenantId, referrals.tenantId), eq(users.id, referrals.userId)))
      .where(eq(referrals.tenantId, tenantId))
      .orderBy(referrals.referrerId, desc(referrals.id))
      .limit(REFERRALS),
  ]);
  const playerLines = players.map((player) => {
    const button = postButton({
      label: player.isAffiliate ? text.unmark : text.mark,
      url: 'console/affiliates',
      body: { user_id: player.id, affiliate: !player.isAffiliate },
    });
    return `<tr><td>${playerLabel(player.id, player.firstName, player.lastName)}</td><td>${player.isAffiliate ? text.yes : text.no}</td><td>${button}</td></tr>`;
  });
  const playersTable = `<h3>${text.players}</h3>
<table>
<thead><tr><th scope="col">${text.player}</th><th scope="col">${text.affiliate}</th><th scope="col"></th></tr></thead>
<tbody>
${playerLines.join('\n')}
</tbody>
</table>`;
  if (rows.length === 0) {
    return {
      id: 'referrals',
      title: text.title,
      html: `${playersTable}<h3>${text.referrals}</h3><p>${text.empty}</p>`,
    };
  }
  const lines = rows.map(
    (row) =>
      `<tr><td>${playerLabel(row.referrerId, row.referrerFirst, row.referrerLast)}</td><td>${playerLabel(row.userId, row.referredFirst, row.referredLast)}</td><td>${escapeHtml(text.statuses[row.status])}</td><td>${escapeHtml(formatMoney(row.reward, lang))}</td><td>${escapeHtml(formatDateTime(row.createdAt, lang))}</td></tr>`,
  );
  return {
    id: 'referrals',
    title: text.title,
    html: `${playersTable}<h3>${text.referrals}</h3>
<table>
<thead><tr><th scope="col">${text.referrer}</th><th scope="col">${text.referred}</th><th scope="col">${text.status}</th><th scope="col">${text.reward}</th><th scope="col">${text.when}</th></tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`,
  };
}

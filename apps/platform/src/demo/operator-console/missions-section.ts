import { and, asc, count, eq } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { missions, playerMissions } from '../../db/schema/rewards.ts';
import { escapeHtml } from '../../http/html-page.ts';
import type { ConsoleSection } from './console-page.ts';

// The console's missions: assign one to a player (or to every player), and the tenant's missions
// with how many players took each. Every text is escaped: mission names are the operator's own.

const TEXT = {
  'pt-BR': {
    title: 'Missões',
    mission: 'Missão',
    player: 'Jogador (e-mail ou telefone; vazio atribui a todos)',
    assign: 'Atribuir missão',
    empty: 'Nenhuma missão ainda.',
    id: 'Nº',
    name: 'Nome',
    goal: 'Objetivo',
    reward: 'Recompensa',
    guests: 'Visitantes',
    accepted: 'Aceitas',
    yes: 'Sim',
    no: 'Não',
  },
  en: {
    title: 'Missions',
    mission: 'Mission',
    player: 'Player (e-mail or phone; empty assigns to everyone)',
    assign: 'Assign mission',
    empty: 'No missions yet.',
    id: 'No.',
    name: 'Name',
    goal: 'Goal',
    reward: 'Reward',
    guests: 'Guests',
    accepted: 'Accepted',
    yes: 'Yes',
    no: 'No',
  },
} as const;

/** The console section: the assign form and the tenant's active missions. */
export async function missionsConsoleSection(
  db: Database,
  tenantId: number,
  lang: Locale,
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const rows = await db
    .select({
      id: missions.id,
      name: missions.name,
      goalKind: missions.goalKind,
      goalTarget: missions.goalTarget,
      rewardKind: missions.rewardKind,
      rewardAmount: missions.rewardAmount,
      guestVisible: missions.guestVisible,
      accepted: count(playerMissions.id),
    })
    .from(missions)
    .leftJoin(
      playerMissions,
      and(
        eq(playerMissions.tenantId, missions.tenantId),
        eq(playerMissions.missionId, missions.id),
      ),
    )
    .where(and(eq(missions.tenantId, tenantId), eq(missions.active, true)))
    .groupBy(missions.id)
    .orderBy(asc(missions.id));
  if (rows.length === 0) {
    return { id: 'missions', title: text.title, html: `<p>${escapeHtml(text.empty)}</p>` };
  }
  const options = rows
    .map((row) => `<option value="${row.id}">#${row.id} ${escapeHtml(row.name)}</option>`)
    .join('');
  const form = `<form data-post="console/missions/assign">
<p><label for="mission-id">${escapeHtml(text.mission)}</label><br><select id="mission-id" name="mission_id" required>${options}</select></p>
<p><label for="mission-player">${escapeHtml(text.player)}</label><br><input id="mission-player" name="player" autocomplete="off" size="40"></p>
<button type="submit">${escapeHtml(text.assign)}</button>
</form>`;
  const reward = (row: (typeof rows)[number]) =>
    row.rewardKind === 'box' ? 'box' : `${row.rewardKind} ${row.rewardAmount ?? 0}`;
  const table = `<table>
<thead><tr><th scope="col">${text.id}</th><th scope="col">${text.name}</th><th scope="col">${text.goal}</th><th scope="col">${text.reward}</th><th scope="col">${text.guests}</th><th scope="col">${text.accepted}</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td>${row.id}</td><td>${escapeHtml(row.name)}</td><td>${escapeHtml(`${row.goalKind} ${row.goalTarget}`)}</td><td>${escapeHtml(reward(row))}</td><td>${row.guestVisible ? text.yes : text.no}</td><td>${row.accepted}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  return { id: 'missions', title: text.title, html: form + table };
}

import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authResponseSchema } from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { channels } from '@vitrine/contract/realtime.ts';
import { impedimentSweepResponseSchema } from '@vitrine/contract/responsible-gaming.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { impedimentEvents } from '../../db/schema/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import type {
  ImpedimentAnswer,
  ImpedimentDirectory,
  OutgoingMessage,
} from '../../services/tenant-services.ts';
import { formatDateTime } from '../../http/messages.ts';
import { findTenantBySlug } from '../../tenancy/tenant-service.ts';
import { api } from '../../test/accounts.ts';
import {
  addOwnCpfKey,
  withdraw,
  withdrawingPlayer,
  type WithdrawingPlayer,
} from '../../test/withdrawals.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import {
  startImpedimentSweep,
  type SweepServices,
  sweepImpediments,
  sweepTenantImpediments,
} from './impediment-sweep-service.ts';

// IN SPA/MF 31/2025: the whole base asked again every 15 days, and what follows an impediment —
// the notice, two days to withdraw, the account closed after three (docs/design/responsible-gaming.md
// "The impediment directory").
const impeded = new Map<string, Exclude<ImpedimentAnswer, 'not_impeded'>>();
/** Every CPF the directory was asked about, in order. */
const asked: string[] = [];
let answerDelayMs = 0;
const directory: ImpedimentDirectory = {
  async check(cpf) {
    asked.push(cpf);
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    return impeded.get(cpf) ?? 'not_impeded';
  },
};
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ clock, seedGames: 0, impedimentDirectory: directory });
const DAY = 24 * 60 * 60;
const published: { tenant: string; channel: string; event: string }[] = [];
const emailed: OutgoingMessage[] = [];
const log = { warn: () => undefined };

/** The services the platform gives the sweep, with a realtime that records what it is told. */
const services = (): SweepServices => ({
  db: platform.db,
  clock,
  messages: {
    send: async (message: OutgoingMessage) => {
      emailed.push(message);
    },
  },
  impedimentDirectory: directory,
  realtime: {
    publish: async (tenant: string, channel: string, event: string) => {
      published.push({ tenant, channel, event });
    },
  },
});

async function tenant(slug: string) {
  const found = await findTenantBySlug(platform.db, slug);
  if (!found) throw new Error(`the seeded tenant ${slug} is there`);
  return found;
}

const timesAsked = (cpf: string) => asked.filter((each) => each === cpf).length;

/** Players no one has asked about yet (as if registered before the check existed). */
async function neverAsked(players: WithdrawingPlayer[]) {
  await platform.db
    .update(users)
    .set({ impedimentCheckedOn: null })
    .where(
      inArray(
        users.id,
        players.map((player) => player.id),
      ),
    );
}

const rowOf = async (player: WithdrawingPlayer) => {
  const [row] = await platform.db.select().from(users).where(eq(users.id, player.id));
  if (!row) throw new Error('the player is there');
  return row;
};

const noticesOf = (player: WithdrawingPlayer) =>
  platform.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, player.tenantId), eq(notifications.userId, player.id)));

const eventsOf = (player: WithdrawingPlayer) =>
  platform.db
    .select()
    .from(impedimentEvents)
    .where(eq(impedimentEvents.userId, player.id))
    .orderBy(impedimentEvents.id);

async function signIn(player: WithdrawingPlayer) {
  const row = await rowOf(player);
  return api(platform.app, player.tenant).post('/auth/login', {
    username: row.phone,
    password: 'Segura#2026',
    email: player.email,
  });
}

/** A fresh sign-in: yesterday's session is past the idle rule for money calls. */
async function signedInAgain(player: WithdrawingPlayer): Promise<WithdrawingPlayer> {
  const response = await signIn(player);
  expect(response.statusCode, response.body).toBe(200);
  return { ...player, token: authResponseSchema.parse(jsonBody(response)).token };
}

describe('the 15-day sweep', () => {
  it('asks a player again 15 days after their last answer, not at 14', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    // Everyone due from before (the seeded players) is asked now, out of the way.
    await sweepImpediments(services(), log);
    impeded.set(player.cpf, 'central_self_exclusion');

    clock.advance(14 * DAY);
    await sweepImpediments(services(), log);
    expect(timesAsked(player.cpf)).toBe(1); // at registration only
    expect((await rowOf(player)).impediment).toBeNull();

    clock.advance(DAY);
    const report = await sweepImpediments(services(), log);
    expect(timesAsked(player.cpf)).toBe(2);
    expect(report.impeded).toBeGreaterThanOrEqual(1);
    const row = await rowOf(player);
    expect(row.impediment).toBe('central_self_exclusion');
    expect(row.impededAt?.toISOString()).toBe(clock().toISOString());
    expect((await eventsOf(player)).map(({ kind, source }) => [kind, source])).toEqual([
      ['impeded', 'sweep'],
    ]);
  });

  it('asks each CPF once when two sweeps run at once', async () => {
    const players = await Promise.all(
      [1, 2, 3, 4, 5].map(() => withdrawingPlayer(platform.app, platform.db)),
    );
    const [first] = players;
    if (!first) throw new Error('five players');
    impeded.set(first.cpf, 'social_programme');
    await neverAsked(players);
    answerDelayMs = 5;
    try {
      await Promise.all([
        sweepImpediments(services(), log, { batchSize: 2 }),
        sweepImpediments(services(), log, { batchSize: 2 }),
      ]);
    } finally {
      answerDelayMs = 0;
    }
    for (const player of players) expect(timesAsked(player.cpf), player.cpf).toBe(2);
    expect(await noticesOf(first)).toHaveLength(1);
  });

  it('asks only the tenant it is given, with its own players', async () => {
    const atDemo = await withdrawingPlayer(platform.app, platform.db, { tenant: 'demo' });
    const atSorte = await withdrawingPlayer(platform.app, platform.db, { tenant: 'sorte' });
    await neverAsked([atDemo, atSorte]);
    impeded.set(atDemo.cpf, 'central_self_exclusion');
    impeded.set(atSorte.cpf, 'central_self_exclusion');

    await sweepTenantImpediments(services(), await tenant('sorte'), log);
    expect(timesAsked(atSorte.cpf)).toBe(2);
    expect(timesAsked(atDemo.cpf)).toBe(1);
    expect((await rowOf(atSorte)).impediment).toBe('central_self_exclusion');
    expect((await rowOf(atDemo)).impediment).toBeNull();
    expect((await rowOf(atDemo)).impedimentCheckedOn).toBeNull();
    const sorte = await tenant('sorte');
    expect(published).toContainEqual({
      tenant: sorte.slug,
      channel: channels.player(atSorte.id),
      event: 'NotificationSent',
    });
  });

  it('leaves a player due when the directory fails, and asks them at the next sweep', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    await neverAsked([player]);
    const failing: SweepServices = {
      ...services(),
      impedimentDirectory: {
        check: async () => {
          throw new Error('directory unreachable');
        },
      },
    };
    const report = await sweepTenantImpediments(failing, await tenant('demo'), log);
    expect(report.failed).toBe(1);
    expect((await rowOf(player)).impedimentCheckedOn).toBeNull();
    await sweepTenantImpediments(services(), await tenant('demo'), log);
    expect(timesAsked(player.cpf)).toBe(2);
    expect((await rowOf(player)).impedimentCheckedOn).not.toBeNull();
  });
});

describe('after a new impediment', () => {
  it('notifies the player once, in Portuguese, with the withdrawal deadline and no way back', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    await platform.db
      .update(users)
      .set({ receivePromotionsEmail: true })
      .where(eq(users.id, player.id));
    impeded.set(player.cpf, 'central_self_exclusion');
    await neverAsked([player]);
    await sweepImpediments(services(), log);
    const [notice, ...more] = await noticesOf(player);
    expect(more).toEqual([]);
    expect(notice?.name).toBe('Sua conta será encerrada');
    const inDays = (days: number) =>
      formatDateTime(new Date(clock().getTime() + days * DAY * 1000), 'pt-BR');
    expect(notice?.message).toBe(
      'O cadastro centralizado do governo informa que o seu CPF está impedido de apostar ' +
        '(autoexclusão na plataforma centralizada do governo). Apostas e depósitos já estão ' +
        `bloqueados. Você pode sacar o seu saldo até ${inDays(2)}; a conta será encerrada ` +
        `em ${inDays(3)}.`,
    );
    expect(notice?.message).not.toMatch(/volte|voltar|bônus|promo/i);
    expect((await rowOf(player)).receivePromotionsEmail).toBe(false);
    expect(emailed.filter((email) => email.to === player.email)).toEqual([
      expect.objectContaining({ channel: 'email', subject: notice?.name, body: notice?.message }),
    ]);

    // Asked again, at the sweep and at the next day's sign-in: still impeded, no second notice.
    await neverAsked([player]);
    await sweepImpediments(services(), log);
    clock.advance(DAY);
    await signedInAgain(player);
    expect(await noticesOf(player)).toHaveLength(1);
    expect(emailed.filter((email) => email.to === player.email)).toHaveLength(1);
  });

  it('writes the notice in English to a player who reads English', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    await platform.db.update(users).set({ language: 'en' }).where(eq(users.id, player.id));
    impeded.set(player.cpf, 'social_programme');
    await neverAsked([player]);
    await sweepImpediments(services(), log);
    const [notice] = await noticesOf(player);
    expect(notice?.name).toBe('Your account will be closed');
    expect(notice?.message).toMatch(
      /^The government's central register says your CPF may not bet \(a social programme beneficiary\)\. .* You can withdraw your balance until .*; the account will be closed on .*\.$/,
    );
  });

  it('lets the player withdraw until the account closes after three days, then refuses sign-in', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db, { balance: 30_000 });
    impeded.set(player.cpf, 'social_programme');
    await neverAsked([player]);
    await sweepImpediments(services(), log);

    clock.advance(2 * DAY);
    const today = await signedInAgain(player);
    const deposit = await today.client.post(
      '/main-gateway/qrcode-pix',
      { amount: 5_000 },
      today.token,
    );
    expect(deposit.statusCode).toBe(403);
    await addOwnCpfKey(today);
    expect((await withdraw(today, 10_000)).withdrawal.amount).toBe(10_000);

    clock.advance(DAY);
    const refused = await signIn(player);
    expect(refused.statusCode).toBe(403);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toBe(
      'Sua conta foi encerrada: o cadastro centralizado do governo informa que este CPF está ' +
        'impedido de apostar (beneficiário de programa social). Para receber um saldo que ainda ' +
        'reste, fale com o atendimento.',
    );
    expect(jsonBody(refused)).toMatchObject({ impeded: 'social_programme' });
    // The session of before is over too.
    expect((await today.client.get('/auth/me', today.token)).statusCode).toBe(401);
    const row = await rowOf(player);
    expect(row.closedReason).toBe('impediment');
    expect((await eventsOf(player)).map(({ kind }) => kind)).toEqual(['impeded', 'closed']);
  });

  it('closes the account at the sweep after three days, and no sooner', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    impeded.set(player.cpf, 'central_self_exclusion');
    await neverAsked([player]);
    await sweepImpediments(services(), log);

    clock.advance(3 * DAY - 60);
    await sweepImpediments(services(), log);
    expect((await rowOf(player)).closedAt).toBeNull();

    clock.advance(60);
    const report = await sweepImpediments(services(), log);
    expect(report.closed).toBeGreaterThanOrEqual(1);
    expect((await rowOf(player)).closedAt?.toISOString()).toBe(clock().toISOString());
    const refused = await signIn(player);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused)).toMatchObject({ impeded: 'central_self_exclusion' });
    // A closed account is not asked again.
    const before = timesAsked(player.cpf);
    await neverAsked([player]);
    await sweepImpediments(services(), log);
    expect(timesAsked(player.cpf)).toBe(before);
  });

  it('clears the impediment the directory no longer reports before closure, and records it', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    impeded.set(player.cpf, 'central_self_exclusion');
    await neverAsked([player]);
    await sweepImpediments(services(), log);

    impeded.delete(player.cpf);
    clock.advance(DAY);
    await signedInAgain(player);
    const row = await rowOf(player);
    expect(row.impediment).toBeNull();
    expect(row.impededAt).toBeNull();
    expect((await eventsOf(player)).map(({ kind, source }) => [kind, source])).toEqual([
      ['impeded', 'sweep'],
      ['cleared', 'sign_in'],
    ]);

    clock.advance(3 * DAY);
    await sweepImpediments(services(), log);
    expect((await rowOf(player)).closedAt).toBeNull();
    expect((await signIn(player)).statusCode).toBe(200);
  });
});

describe('the console’s "Reconsultar a base"', () => {
  it('runs the sweep for its tenant now, and shows what the directory changed', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    impeded.set(player.cpf, 'central_self_exclusion');
    await neverAsked([player]);
    const demo = api(platform.app, 'demo');
    const swept = await demo.post('/demo/console/impediment-sweep', {});
    expect(swept.statusCode, swept.body).toBe(200);
    const { report, message } = impedimentSweepResponseSchema.parse(jsonBody(swept));
    expect(report).toMatchObject({ impeded: 1, failed: 0 });
    expect(message).toMatch(/^Base reconsultada: \d+ jogadores consultados, 1 impedidos/);
    expect((await rowOf(player)).impediment).toBe('central_self_exclusion');
    const again = await demo.post('/demo/console/impediment-sweep', {});
    expect(impedimentSweepResponseSchema.parse(jsonBody(again)).report.asked).toBe(0);

    const page = await demo.get('/demo/console');
    const section = page.body.slice(page.body.indexOf('<section id="impediments"'));
    expect(section).toContain('Reconsultar a base');
    expect(section).toContain(`#${player.id}`);
    expect(section).toContain('impedido (autoexclusão centralizada)');
  });
});

describe('the timer', () => {
  it('sweeps on its own every interval, until stopped', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    await neverAsked([player]);
    const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };
    const stop = startImpedimentSweep({ services: services(), intervalMs: 20, log: quiet });
    try {
      await vi.waitFor(() => expect(timesAsked(player.cpf)).toBe(2), { timeout: 10_000 });
    } finally {
      stop();
    }
    await neverAsked([player]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(timesAsked(player.cpf)).toBe(2);
  });
});

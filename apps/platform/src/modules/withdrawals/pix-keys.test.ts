import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefusalSchema } from '@vitrine/contract/payments.ts';
import { withdrawMethodsResponseSchema } from '@vitrine/contract/withdrawals.ts';
import { users } from '../../db/schema/users.ts';
import { pixKeys } from '../../db/schema/withdrawals.ts';
import type { PixDirectory } from '../../services/tenant-services.ts';
import { api, newCpf, newEmail, selfExcludeForADay } from '../../test/accounts.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import {
  addKey,
  addOwnCpfKey,
  newRandomKey,
  type WithdrawingPlayer,
  withdrawingPlayer,
} from '../../test/withdrawals.ts';
import { maskPixKey } from './pix-keys.ts';

// The DICT as the tests want it: the asking player's (the demo's answer) unless told otherwise.
let dictAnswer: ((playerCpf: string) => string | null) | null = null;
const directory: PixDirectory = {
  holderOf: async (_key, { playerCpf }) => (dictAnswer ? dictAnswer(playerCpf) : playerCpf),
};
const platform = testPlatformPerFile({ pixDirectory: directory });

const newPlayer = (options: Parameters<typeof withdrawingPlayer>[2] = {}) =>
  withdrawingPlayer(platform.app, platform.db, options);

const createKey = (player: WithdrawingPlayer, body: object, headers: Record<string, string> = {}) =>
  player.client.post('/address/create', body, player.token, headers);

async function refusalOf(response: { statusCode: number; body: string }, statusCode = 422) {
  expect(response.statusCode, response.body).toBe(statusCode);
  return paymentRefusalSchema.parse(jsonBody(response));
}

async function methodsOf(player: WithdrawingPlayer) {
  const response = await player.client.get('/wallet/withdraw/methods', player.token);
  expect(response.statusCode, response.body).toBe(200);
  return withdrawMethodsResponseSchema.parse(jsonBody(response)).methods;
}

describe('masking keys', () => {
  it('masks every type as the contract shows it', () => {
    expect(maskPixKey('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('email', 'joana@exemplo.com')).toBe('j***@exemplo.com');
    expect(maskPixKey('phone', '+5511987654321')).toBe('+55 ** *****-4321');
    expect(maskPixKey('random', '123e4567-e89b-42d3-a456-426614174000')).toBe(
      '123e****-****-****-****-********4000',
    );
  });
});

describe('POST /address/create', () => {
  it("registers the player's own CPF, masked and selected", async () => {
    const player = await newPlayer();
    const answer = await addOwnCpfKey(player);
    expect(answer.method).toMatchObject({
      type: 'cpf',
      key: `***.${player.cpf.slice(3, 6)}.${player.cpf.slice(6, 9)}-**`,
      selected: true,
    });
    expect(answer.methods).toEqual([answer.method]);
    expect(await methodsOf(player)).toEqual([answer.method]);
  });

  it("refuses a CPF key that is not the player's own (Portaria SPA/MF 615/2024)", async () => {
    const player = await newPlayer();
    const refusal = await refusalOf(await createKey(player, { type: 'cpf', key: newCpf() }));
    expect(refusal).toMatchObject({
      status: false,
      message: 'A chave PIX deve estar no seu próprio CPF.',
      errors: { key: ['A chave PIX deve estar no seu próprio CPF.'] },
    });
    const english = await createKey(
      player,
      { type: 'cpf', key: newCpf() },
      {
        'accept-language': 'en',
      },
    );
    expect((await refusalOf(english)).message).toBe(
      'The PIX key must be registered to your own CPF.',
    );
    expect(await methodsOf(player)).toEqual([]);
  });

  it('validates the key for its type', async () => {
    const player = await newPlayer();
    const cases: [string, string, string][] = [
      ['cpf', '111.111.111-11', 'CPF inválido'],
      ['email', 'joana@', 'E-mail inválido.'],
      ['phone', '12345', 'Telefone inválido: use um celular brasileiro com DDD.'],
      ['random', 'not-a-uuid', 'Chave aleatória inválida.'],
    ];
    for (const [type, key, message] of cases) {
      const refusal = await refusalOf(await createKey(player, { type, key }));
      expect(refusal.message).toBe(message);
    }
    expect((await createKey(player, { type: 'pix', key: 'x' })).statusCode).toBe(422);
    expect((await createKey(player, { type: 'email' })).statusCode).toBe(422);
  });

  it('asks the DICT for e-mail, phone and random keys, and refuses one held by another CPF or by no one', async () => {
    const player = await newPlayer();
    const email = await addKey(player, 'email', 'Carla.Mendes@Exemplo.com');
    expect(email.method).toMatchObject({ type: 'email', key: 'c***@exemplo.com', selected: true });
    const phone = await addKey(player, 'phone', '(11) 98765-4321');
    expect(phone.method).toMatchObject({ type: 'phone', key: '+55 ** *****-4321' });

    dictAnswer = () => newCpf();
    try {
      const other = await refusalOf(
        await createKey(player, { type: 'random', key: newRandomKey() }),
      );
      expect(other.message).toBe('A chave PIX deve estar no seu próprio CPF.');
      dictAnswer = () => null;
      const unknown = await refusalOf(await createKey(player, { type: 'email', key: newEmail() }));
      expect(unknown.message).toBe('Esta chave PIX não está cadastrada em nenhuma conta.');
    } finally {
      dictAnswer = null;
    }
    expect(await methodsOf(player)).toHaveLength(2);
  });

  it('refuses a player without a CPF on file', async () => {
    const player = await newPlayer();
    await platform.db.update(users).set({ cpf: null }).where(eq(users.id, player.id));
    const refusal = await refusalOf(await createKey(player, { type: 'email', key: newEmail() }));
    expect(refusal.message).toBe(
      'Cadastre seu CPF para sacar: o PIX só é pago a uma chave no seu CPF.',
    );
  });

  it('answers the key already stored when the same key comes again, and selects it', async () => {
    const player = await newPlayer();
    const first = await addKey(player, 'email', 'carla@exemplo.com');
    await addOwnCpfKey(player);
    const again = await addKey(player, 'email', ' CARLA@exemplo.com');
    expect(again.method.id).toBe(first.method.id);
    expect(again.method.selected).toBe(true);
    expect(again.methods.map((method) => [method.type, method.selected])).toEqual([
      ['email', true],
      ['cpf', false],
    ]);
    const rows = await platform.db.select().from(pixKeys).where(eq(pixKeys.userId, player.id));
    expect(rows).toHaveLength(2);
  });

  it('holds at most 5 keys a player', async () => {
    const player = await newPlayer();
    for (let index = 0; index < 5; index += 1) await addKey(player, 'random', newRandomKey());
    const refusal = await refusalOf(
      await createKey(player, { type: 'random', key: newRandomKey() }),
    );
    expect(refusal.message).toBe('Você pode cadastrar no máximo 5 chaves PIX.');
    // The same key again is no new key.
    const [kept] = await methodsOf(player);
    expect(kept).toBeDefined();
  });

  it('keeps one selected key when keys are added concurrently', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createKey(player, { type: 'random', key: newRandomKey() })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const selected = await platform.db
      .select()
      .from(pixKeys)
      .where(and(eq(pixKeys.userId, player.id), eq(pixKeys.selected, true)));
    expect(selected).toHaveLength(1);
  });

  it('is for signed-in players who are not self-excluded', async () => {
    const guest = await api(platform.app, 'demo').post('/address/create', {
      type: 'email',
      key: newEmail(),
    });
    expect(guest.statusCode).toBe(401);
    const player = await newPlayer();
    await selfExcludeForADay(platform.db, player.id);
    const excluded = await createKey(player, { type: 'cpf', key: player.cpf });
    expect(excluded.statusCode).toBe(403);
    expect(jsonBody(excluded)).toMatchObject({ selfExcluded: true });
  });
});

describe('POST /wallet/withdraw/method', () => {
  it("selects one of the player's keys; another player's key or tenant's is not found", async () => {
    const player = await newPlayer();
    const cpf = await addOwnCpfKey(player);
    const email = await addKey(player, 'email', newEmail());
    expect(email.method.selected).toBe(true);

    const selected = await player.client.post(
      '/wallet/withdraw/method',
      { id: cpf.method.id },
      player.token,
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const methods = await methodsOf(player);
    expect(methods.map((method) => [method.id, method.selected])).toEqual([
      [cpf.method.id, true],
      [email.method.id, false],
    ]);

    const other = await newPlayer();
    const stolen = await other.client.post(
      '/wallet/withdraw/method',
      { id: cpf.method.id },
      other.token,
    );
    expect((await refusalOf(stolen, 404)).message).toBe('Chave PIX não encontrada.');

    const sorte = await newPlayer({ tenant: 'sorte' });
    const elsewhere = await sorte.client.post(
      '/wallet/withdraw/method',
      { id: cpf.method.id },
      sorte.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await methodsOf(sorte)).toEqual([]);
    expect((await methodsOf(player))[0]?.id).toBe(cpf.method.id);
  });
});

// Helpers for the sportsbook tests: Betby's side of the wallet callbacks, signed with the demo
// "Betby" key the platform derives from the test secret, the calls' data, and a bettor with the rows
// about them.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { KeyObject } from 'node:crypto';
import {
  betbyTransactionAnswerSchema,
  sportsbookSessionResponseSchema,
} from '@vitrine/contract/sportsbook.ts';
import { betMakeData } from '@vitrine/contract/testing/betby-calls.ts';
import type { Database } from '../db/client.ts';
import { sportsbookTransactions } from '../db/schema/sportsbook.ts';
import { walletTransactions } from '../db/schema/wallet.ts';
import { signEs256 } from '../modules/sportsbook/es256-jwt.ts';
import {
  derivedKeyPair,
  operatorKeyLabel,
  standInBetbyKeyLabel,
} from '../demo/betby/stand-in-keys.ts';
import { api, registerPlayer } from './accounts.ts';
import { fundPlayer, tenantIdOf } from './casino.ts';
import { jsonBody, type TestPlatform } from './test-platform.ts';

/** The platform's SPORTSBOOK_DEMO_SECRET in the sportsbook tests. */
export const SPORTSBOOK_TEST_SECRET = 'sportsbook-test-secret-'.padEnd(40, 'x');

/** The demo "Betby" private key of a tenant: what the stand-in signs its callbacks with. */
export const betbyKeyOf = (slug: string) =>
  derivedKeyPair(SPORTSBOOK_TEST_SECRET, standInBetbyKeyLabel(slug)).privateKey;

/** The tenant's operator public key: what Betby verifies the player's token with. */
export const operatorPublicKeyOf = (slug: string) =>
  derivedKeyPair(SPORTSBOOK_TEST_SECRET, operatorKeyLabel(slug)).publicKey;

export const DEMO_BRAND = 'demo-brand';

export interface SignOptions {
  tenant?: string;
  brand?: string;
  key?: KeyObject;
  /** Seconds from now: iat and exp. */
  iatOffset?: number;
  exp?: number | null;
}

/** A callback's JWT as Betby sends it: registered claims, and the call's data in `payload`. */
export function betbyJwt(data: object, options: SignOptions = {}): string {
  const tenant = options.tenant ?? 'demo';
  const iat = Math.floor(Date.now() / 1000) + (options.iatOffset ?? 0);
  const claims: Record<string, unknown> = {
    iat,
    jti: randomUUID(),
    aud: options.brand ?? DEMO_BRAND,
    payload: data,
  };
  if (options.exp !== null) claims.exp = options.exp ?? iat + 60;
  return signEs256(claims, options.key ?? betbyKeyOf(tenant));
}

/** Posts a callback, signed, to a tenant's wallet. */
export function callBetby(
  app: FastifyInstance,
  path: string,
  data: object,
  options: SignOptions = {},
) {
  const tenant = options.tenant ?? 'demo';
  return app.inject({
    method: 'POST',
    url: `/t/${tenant}/sportsbook/betby/${path}`,
    payload: { payload: betbyJwt(data, options) },
  });
}

export const newBetbyId = () => randomUUID();

/** bet/make's data: a single on one Brasileirão match. */
export const makeCall = (playerId: number, amount: number, transactionId = newBetbyId()) =>
  betMakeData(playerId, amount, transactionId);

/** A money callback's answer, parsed. */
export function transactionAnswer(response: { statusCode: number; body: string }) {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return betbyTransactionAnswerSchema.parse(jsonBody(response));
}

/** Places a bet and answers our id of it. */
export async function placeBet(app: FastifyInstance, playerId: number, amount: number) {
  const response = await callBetby(app, 'bet/make', makeCall(playerId, amount));
  return transactionAnswer(response);
}

export const winCall = (betId: string, amount: number, transactionId = newBetbyId()) => ({
  bet_transaction_id: betId,
  amount,
  currency: 'BRL',
  is_cashout: false,
  transaction: { id: transactionId, amount, currency: 'BRL', operation: 'win' },
});

export const transactionCall = (betId: string, transactionId = newBetbyId()) => ({
  bet_transaction_id: betId,
  transaction: { id: transactionId },
});

/** A player of one tenant, as the rows about them name them. */
export interface PlayerRef {
  tenantId: number;
  id: number;
}

/**
 * A new signed-in player of `tenant` holding `balance` centavos: one deposit row, none when the
 * balance is 0.
 */
export async function newBettor(
  on: Pick<TestPlatform, 'app' | 'db'>,
  balance: number,
  tenant = 'demo',
) {
  const { data, token } = await registerPlayer(on.app, tenant);
  const tenantId = await tenantIdOf(on.db, tenant);
  if (balance > 0) await fundPlayer(on.db, { tenantId, userId: data.id }, balance);
  return { id: data.id, tenantId, token };
}

/** The token the site hands Betby's widget for a signed-in player (`POST /sportsbook/session`). */
export async function sportsbookTokenOf(app: FastifyInstance, tenant: string, token: string) {
  const session = await api(app, tenant).post('/sportsbook/session', {}, token);
  expect(session.statusCode, session.body).toBe(200);
  return sportsbookSessionResponseSchema.parse(jsonBody(session)).token;
}

const ownedBy = (
  table: typeof sportsbookTransactions | typeof walletTransactions,
  player: PlayerRef,
) => and(eq(table.tenantId, player.tenantId), eq(table.userId, player.id));

/** The player's ledger rows, oldest first. */
export const ledgerRowsOf = (db: Database, player: PlayerRef) =>
  db
    .select()
    .from(walletTransactions)
    .where(ownedBy(walletTransactions, player))
    .orderBy(walletTransactions.id);

/** The player's sportsbook rows. */
export const sportsbookRowsOf = (db: Database, player: PlayerRef) =>
  db.select().from(sportsbookTransactions).where(ownedBy(sportsbookTransactions, player));

/** The player's sportsbook rows and their ledger rows: what a refused or replayed call must not add. */
export async function sportsbookFootprint(db: Database, player: PlayerRef) {
  const rows = await sportsbookRowsOf(db, player);
  const ledger = await ledgerRowsOf(db, player);
  return { rows: rows.length, ledger: ledger.length };
}

// Helpers for the account tests: demo players, codes from the demo outbox, multipart bodies.
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { authResponseSchema, outboxResponseSchema } from '@vitrine/contract/accounts.ts';
import { LIMIT_MAX, TIME_LIMIT_MAX_MINUTES } from '@vitrine/contract/responsible-gaming.ts';
import { cpfCheckDigits } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../db/client.ts';
import { playerLimits } from '../db/schema/responsible-gaming.ts';
import { users } from '../db/schema/users.ts';
import { jsonBody } from './test-platform.ts';

export const ANA = {
  username: '+5511999990001',
  password: 'Vitrine@2026',
  email: 'ana@vitrine.test',
  cpf: '529.982.247-25',
};
export const BRUNO = {
  username: '+5511999990002',
  password: 'Vitrine@2026',
  email: 'bruno@vitrine.test',
  cpf: '111.444.777-35',
};

let phoneCounter = randomInt(0, 50_000);
/** A phone no seeded player has: São Paulo mobiles +55 11 98765-xxxx. */
export function newPhone(): string {
  phoneCounter += 1;
  return `+55119876${String(phoneCounter % 100_000).padStart(5, '0')}`;
}

let emailCounter = 0;
/** A fresh address (at most 30 characters, §5). */
export function newEmail(): string {
  emailCounter += 1;
  return `p${emailCounter}${randomUUID().slice(0, 6)}@vitrine.test`;
}

/** A valid CPF no one has, as 11 digits. */
export function newCpf(): string {
  const nine = String(randomInt(100_000_000, 999_999_999));
  return nine + cpfCheckDigits(nine);
}

/** A token the local Turnstile stand-in would issue. */
export const captchaPass = () => `demo-turnstile-pass.${randomUUID()}`;

export type Inject = (options: InjectOptions) => ReturnType<FastifyInstance['inject']>;

export function api(app: FastifyInstance, tenant: string) {
  const call = (
    method: 'GET' | 'POST',
    path: string,
    options: Omit<InjectOptions, 'url' | 'method'> = {},
  ) => app.inject({ ...options, method, url: `/t/${tenant}${path}` });
  return {
    get: (path: string, token?: string, headers: Record<string, string> = {}) =>
      call('GET', path, {
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    post: (path: string, payload?: object, token?: string, headers: Record<string, string> = {}) =>
      call('POST', path, {
        ...(payload ? { payload } : {}),
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    raw: call,
  };
}

/** The newest code the demo outbox holds for an address. */
export async function latestCode(
  app: FastifyInstance,
  tenant: string,
  to: string,
): Promise<string> {
  const response = await api(app, tenant).get(`/demo/outbox?to=${encodeURIComponent(to)}`);
  expect(response.statusCode).toBe(200);
  const [message] = outboxResponseSchema.parse(jsonBody(response)).data;
  if (!message?.code) throw new Error(`no code in the outbox for ${to}`);
  return message.code;
}

/** Signs a seeded player in on a tenant (demo asks the e-mail too, sorte the CPF). */
export async function signIn(app: FastifyInstance, tenant: string, player = ANA) {
  const response = await api(app, tenant).post('/auth/login', player);
  expect(response.statusCode, response.body).toBe(200);
  return authResponseSchema.parse(jsonBody(response));
}

export interface NewPlayer {
  name: string;
  username: string;
  email: string;
  cpf: string;
  password: string;
}

/**
 * The limits every registration carries (Portaria 2.579/2025), wide enough that no test meets them
 * unless it sets its own: the most a month may lose, and every minute of a month.
 */
export const TEST_PLAYER_LIMITS = {
  loss: { period: 'month', amount: LIMIT_MAX },
  time: { period: 'month', minutes: TIME_LIMIT_MAX_MINUTES },
} as const;

/** The registration form of a new player, with a fresh phone, e-mail and CPF. */
export function newPlayerForm(overrides: Partial<NewPlayer> = {}) {
  return {
    gender: 'female',
    marital_status: 'single',
    name: 'Carla Mendes',
    username: newPhone(),
    email: newEmail(),
    cpf: newCpf(),
    password: 'Segura#2026',
    password_confirmation: overrides.password ?? 'Segura#2026',
    terms: true,
    captcha: captchaPass(),
    limits: TEST_PLAYER_LIMITS,
    ...overrides,
  };
}

/** verify-email → the code from the outbox → register: a new signed-in player. */
export async function registerPlayer(
  app: FastifyInstance,
  tenant: string,
  overrides: Partial<NewPlayer> = {},
) {
  const form = newPlayerForm(overrides);
  const client = api(app, tenant);
  const sent = await client.post('/auth/verify-email', { email: form.email, purpose: 'register' });
  expect(sent.statusCode, sent.body).toBe(202);
  const code = await latestCode(app, tenant, form.email);
  const response = await client.post('/auth/register', { ...form, code });
  expect(response.statusCode, response.body).toBe(201);
  return { form, ...authResponseSchema.parse(jsonBody(response)) };
}

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body, encoded by the WHATWG FormData of Node itself. */
export async function multipart(fields: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new File([value.bytes], value.filename, { type: value.contentType }));
  }
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A real PNG (sharp-drawn). */
export const pngBytes = (width = 16, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

/** Text dressed as a PNG: the name and declared type say image, the bytes do not. */
export const fakePng = (): FilePart => ({
  filename: 'foto.png',
  contentType: 'image/png',
  bytes: new TextEncoder().encode('<?php echo "not an image"; ?>'),
});

/** The player has excluded themselves from now until this time tomorrow. */
export async function selfExcludeForADay(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      selfExclusionStartAt: new Date(),
      selfExclusionEndAt: new Date(Date.now() + 86_400_000),
    })
    .where(eq(users.id, userId));
}

/**
 * Takes away the limits registration gave the player, for tests about a player's own changes of
 * their limits, which read every limit the player has.
 */
export async function dropRegistrationLimits(db: Database, userId: number): Promise<void> {
  await db.delete(playerLimits).where(eq(playerLimits.userId, userId));
}

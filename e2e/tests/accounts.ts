import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import {
  type User,
  authResponseSchema,
  documentsStatusResponseSchema,
  outboxResponseSchema,
  userResponseSchema,
} from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { sessionUserSchema as webSessionUserSchema } from '../../apps/web/app/core/session/model/session-user.ts';
import { PLATFORM_ORIGIN } from './servers';

// Shortcuts through the reference platform's API (docs/design/accounts-api.md), so a journey that
// is not about registering or signing in starts with a player ready and shows only its own feature
// (the fixtures in fixtures.ts build on them). Answers are read through the contract's schemas: a
// platform that drifts from the contract fails here, naming the field.

type OutboxMessage = ReturnType<typeof outboxResponseSchema.parse>['data'][number];
type DocumentsStatusResponse = ReturnType<typeof documentsStatusResponseSchema.parse>;

export const PASSWORD = 'Vitrine@2026';

/** A demo tenant as the accounts journeys need it (apps/platform/README.md "Demo tenants"). */
export interface Tenant {
  slug: string;
  /** The web app's host name for this tenant. */
  host: string;
  /** Registering needs a Turnstile token (the platform's stand-in accepts `demo-turnstile-pass.*`). */
  captcha: boolean;
  /** What the login asks besides phone and password (`login_requires_email` / `_cpf`). */
  loginExtra: 'email' | 'cpf';
}

export const DEMO: Tenant = { slug: 'demo', host: 'localhost', captcha: true, loginExtra: 'email' };
export const SORTE: Tenant = {
  slug: 'sorte',
  host: 'sorte.localhost',
  captcha: false,
  loginExtra: 'cpf',
};
/** The one unregulated brand (`is_regulated: false`): boxes for sale, bonus offers served. */
export const AURORA: Tenant = {
  slug: 'aurora',
  host: 'aurora.localhost',
  captcha: false,
  loginExtra: 'email',
};

export interface Player {
  firstName: string;
  name: string;
  /** E.164, the username. */
  phone: string;
  /** As the phone field shows it: (11) 99999-0001. */
  nationalPhone: string;
  email: string;
  /** Formatted: 000.000.000-00. */
  cpf: string;
  password: string;
}

/** Seeded on every tenant: verified, KYC approved. */
export const ANA: Player = {
  firstName: 'Ana',
  name: 'Ana Souza',
  phone: '+5511999990001',
  nationalPhone: '(11) 99999-0001',
  email: 'ana@vitrine.test',
  cpf: '529.982.247-25',
  password: PASSWORD,
};

/** Seeded on every tenant: self-excluded until 90 days after the seed ran. */
export const BRUNO: Player = {
  firstName: 'Bruno',
  name: 'Bruno Lima',
  phone: '+5511999990002',
  nationalPhone: '(11) 99999-0002',
  email: 'bruno@vitrine.test',
  cpf: '111.444.777-35',
  password: PASSWORD,
};

// ─── Fresh identities ───────────────────────────────────────────────────────────────────────────

let sequence = 0;

/**
 * Eight digits unique within a run and across runs close in time: the clock in milliseconds (its
 * last six digits) and a counter for calls within the same millisecond.
 */
function uniqueDigits(): string {
  sequence = (sequence + 1) % 100;
  return `${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence).padStart(2, '0')}`;
}

/** A Brazilian mobile (area 11, then 9 and eight digits) no account uses yet. */
export function freshPhone(): { phone: string; nationalPhone: string } {
  const digits = uniqueDigits();
  return {
    phone: `+55119${digits}`,
    nationalPhone: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`,
  };
}

/** An e-mail no account uses yet, at most 30 characters (§5). */
export function freshEmail(): string {
  return `e2e${Date.now().toString(36)}${uniqueDigits().slice(-3)}@vitrine.test`;
}

function cpfCheckDigit(digits: readonly number[]): number {
  const weight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF with valid check digits, formatted 000.000.000-00, unique like `freshPhone`. */
export function freshCpf(): string {
  const digits9 = `1${uniqueDigits()}`;
  // Nine equal digits are refused whatever their check digits.
  if (/^(\d)\1+$/.test(digits9)) return freshCpf();
  const base = digits9.split('').map(Number);
  const first = cpfCheckDigit(base);
  const second = cpfCheckDigit([...base, first]);
  const digits = [...base, first, second].join('');
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** A new player's identity: nothing is created yet (the `freshPlayer` fixture). */
export function newPlayerIdentity(firstName = 'Carla'): Player {
  return {
    firstName,
    name: `${firstName} Teste`,
    ...freshPhone(),
    email: freshEmail(),
    cpf: freshCpf(),
    password: 'Sorte#2026x',
  };
}

// ─── Platform API ───────────────────────────────────────────────────────────────────────────────

const api = (tenant: Tenant, path: string) => `${PLATFORM_ORIGIN}/t/${tenant.slug}${path}`;

/** `GET /demo/outbox?to=`: what was "sent" to an e-mail or phone, newest first. */
export async function readOutbox(
  request: APIRequestContext,
  tenant: Tenant,
  to: string,
): Promise<OutboxMessage[]> {
  const response = await request.get(api(tenant, `/demo/outbox?to=${encodeURIComponent(to)}`));
  expect(response.status(), `outbox of ${to}`).toBe(200);
  return outboxResponseSchema.parse(await response.json()).data;
}

/**
 * The newest code sent to `to` since `since` (an ISO time taken before asking for it): the code may
 * land a moment after the request that asked for it answers.
 */
export async function codeFromOutbox(
  request: APIRequestContext,
  tenant: Tenant,
  to: string,
  since: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const [latest] = await readOutbox(request, tenant, to);
        code = latest && latest.created_at >= since && latest.code ? latest.code : '';
        return code;
      },
      { message: `a code in the outbox of ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A moment just before now, in the platform's clock format, to compare outbox times with. */
export function outboxMark(): string {
  // The platform runs on this machine: a second of margin covers rounding.
  return new Date(Date.now() - 1000).toISOString();
}

async function post(
  request: APIRequestContext,
  tenant: Tenant,
  path: string,
  data: object,
  token?: string,
) {
  return request.post(api(tenant, path), {
    data,
    headers: {
      'Idempotency-Key': randomUUID(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

/**
 * The part of the user the web app keeps in `user` and `auth_state`: its own session schema,
 * without the likes the cookie never carries.
 */
const sessionUserSchema = webSessionUserSchema.omit({ user_likes: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export interface Session {
  token: string;
  user: SessionUser;
}

/** Reads an auth answer (§3 Auth response) as the web app would keep it. */
function sessionOf(body: unknown): Session {
  const answer = authResponseSchema.parse(body);
  return { token: answer.token, user: sessionUserSchema.parse(answer.data) };
}

/**
 * Registers a new player the way the wizard does: the code goes by SMS to the phone (`reg_phone`
 * on every demo tenant), is read from the outbox and checked, then `POST /auth/register`.
 */
export async function registerPlayer(
  request: APIRequestContext,
  tenant: Tenant,
  player: Player = newPlayerIdentity(),
): Promise<Session> {
  const since = outboxMark();
  const sent = await post(request, tenant, '/auth/verify-phone', {
    username: player.phone,
    purpose: 'register',
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = await codeFromOutbox(request, tenant, player.phone, since);
  const checked = await post(request, tenant, '/auth/verify-code', {
    channel: 'sms',
    to: player.phone,
    code,
    purpose: 'register',
  });
  expect(checked.status(), await checked.text()).toBe(200);
  const registered = await post(request, tenant, '/auth/register', {
    gender: 'female',
    marital_status: 'single',
    name: player.name,
    username: player.phone,
    email: player.email,
    cpf: player.cpf,
    code,
    password: player.password,
    password_confirmation: player.password,
    terms: true,
    ...(tenant.captcha ? { captcha: `demo-turnstile-pass.e2e${randomUUID()}` } : {}),
    // Portaria 2.579/2025: a loss and a time limit, wide enough that no journey meets them.
    limits: {
      loss: { period: 'month', amount: 1_000_000_00 },
      time: { period: 'month', minutes: 24 * 60 * 31 },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return sessionOf(await registered.json());
}

/** `POST /auth/login` with what the tenant asks for. */
export async function signInByApi(
  request: APIRequestContext,
  tenant: Tenant,
  player: Player,
): Promise<Session> {
  const response = await post(request, tenant, '/auth/login', {
    username: player.phone,
    password: player.password,
    ...(tenant.loginExtra === 'email' ? { email: player.email } : { cpf: player.cpf }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return sessionOf(await response.json());
}

/**
 * Puts a session into the browser as the web app keeps it: the token in local storage `auth` and
 * cookie `auth_client`, the user in `user` and `auth_state` (URL-encoded JSON), cookies SameSite
 * Strict on path /. Local storage is written once, before the first page of the tenant loads, so
 * a later sign-out stays signed out.
 */
export async function putSessionInBrowser(
  page: Page,
  tenant: Tenant,
  session: Session,
): Promise<void> {
  const cookie = { domain: tenant.host, path: '/', sameSite: 'Strict' as const };
  await page.context().addCookies([
    { ...cookie, name: 'auth_client', value: encodeURIComponent(session.token) },
    { ...cookie, name: 'auth_state', value: encodeURIComponent(JSON.stringify(session.user)) },
  ]);
  await page.addInitScript(
    ({ host, token, user }) => {
      if (window.location.hostname !== host) return;
      try {
        if (sessionStorage.getItem('e2eSessionPlanted')) return;
        sessionStorage.setItem('e2eSessionPlanted', 'true');
        localStorage.setItem('auth', token);
        localStorage.setItem('user', user);
      } catch {
        // Storage is unavailable on some error pages; the cookies carry the session there.
      }
    },
    { host: tenant.host, token: session.token, user: JSON.stringify(session.user) },
  );
}

/** `POST /demo/documents/{id}/approve`: the operator's review of a pending document. */
export async function approveDocument(
  request: APIRequestContext,
  tenant: Tenant,
  documentId: number,
): Promise<void> {
  const response = await post(request, tenant, `/demo/documents/${documentId}/approve`, {});
  expect(response.status(), await response.text()).toBe(200);
}

/** `GET /documents/status` for a signed-in player. */
export async function documentsOf(
  request: APIRequestContext,
  tenant: Tenant,
  token: string,
): Promise<DocumentsStatusResponse> {
  const response = await request.get(api(tenant, '/documents/status'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return documentsStatusResponseSchema.parse(await response.json());
}

/** `GET /auth/me` for a signed-in player: the user as the platform keeps it. */
export async function currentUser(
  request: APIRequestContext,
  tenant: Tenant,
  token: string,
): Promise<User> {
  const response = await request.get(api(tenant, '/auth/me'), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return userResponseSchema.parse(await response.json()).data;
}

/** A 1×1 PNG, small and real (the platform checks the magic bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

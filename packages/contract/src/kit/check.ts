import { z } from 'zod';
import { laravelErrorSchema } from '../errors.ts';
import { siteConfigSchema } from '../site-config.ts';
import { authResponseSchema, userSchema } from '../user.ts';
import { type ContractOperation, contractOperations } from './operations.ts';
import {
  type CallInput,
  GET_WRITES,
  GUEST_ONLY_READS,
  READ_SAMPLES,
  type Samples,
  WRITE_SAMPLES,
} from './samples.ts';

// The contract kit (docs/contract-kit.md): calls every operation of the contract on an operator's
// own backend, as a guest and as a test player, and reads each answer with the contract's schema.

export type CheckOutcome = 'valid' | 'invalid' | 'missing' | 'refused';
export type CheckIdentity = 'guest' | 'player';

export interface CheckResult {
  operation: string;
  as: CheckIdentity;
  outcome: CheckOutcome;
  /** The answer's status; absent when nothing answered. */
  status?: number;
  /** The first three problems: `path: message` of a zod issue, or what went wrong. */
  issues: string[];
}

export interface SkippedOperation {
  operation: string;
  as: CheckIdentity;
  reason: string;
}

export interface CheckReport {
  results: CheckResult[];
  skipped: SkippedOperation[];
}

export interface PlayerCredentials {
  /** The phone in E.164, the login's username. */
  phone: string;
  password: string;
  email?: string;
  cpf?: string;
}

export interface CheckOptions {
  /** The tenant's apiLink, e.g. `https://api.brand.example/api`. */
  api: string;
  player?: PlayerCredentials;
  /** Also make the idempotent writes of samples.ts on the player's account. */
  write?: boolean;
  /** Sent as the Origin of every call, for a backend that tells tenants apart by host name. */
  tenantHost?: string;
  /** `globalThis.fetch` by default. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Per call; default 15 s. */
  timeoutMs?: number;
}

const MAX_ISSUES = 3;
/** What a backend answers for a route it does not have. */
const NOT_SERVED = new Set([404, 405, 501]);

interface Answer {
  status: number;
  body: unknown;
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function urlOf(api: string, operation: ContractOperation, input: CallInput | undefined): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(input?.path?.[name] ?? '1'),
  );
  const url = new URL(`${api.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(input?.query ?? {})) {
    url.searchParams.set(key, value);
  }
  return url.href;
}

/** A random Guest-ID as the web app makes them (§3 guest_id). */
function newGuestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `guest-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

class Backend {
  readonly guestId = newGuestId();
  private readonly options: CheckOptions;

  constructor(options: CheckOptions) {
    this.options = options;
  }

  /** The answer, or the reason nothing answered. */
  async call(
    operation: ContractOperation,
    input: CallInput | undefined,
    token: string | undefined,
  ): Promise<Answer | { failure: string }> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': 'pt-BR',
      'Guest-ID': this.guestId,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (this.options.tenantHost) headers.Origin = `https://${this.options.tenantHost}`;
    const init: RequestInit = {
      method: operation.method.toUpperCase(),
      headers,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    };
    if (operation.method !== 'get') {
      // §7: every mutating call carries an Idempotency-Key, so a retry is never a second write.
      headers['Idempotency-Key'] = crypto.randomUUID();
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(input?.body ?? {});
    }
    try {
      const response = await (this.options.fetch ?? fetch)(
        urlOf(this.options.api, operation, input),
        init,
      );
      return { status: response.status, body: await readBody(response) };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return { failure: cause instanceof Error ? cause.message : String(cause) };
    }
  }
}

/** What the kit expects: a guest on a player's operation is refused; a write succeeds. */
type Expectation = 'any' | 'auth-refusal' | 'success';

const messageOf = (body: unknown, status: number) => {
  const error = laravelErrorSchema.safeParse(body);
  return error.success ? error.data.message : `answered ${status}`;
};

/**
 * Judges one answer. A guest on a player's operation expects 401 (or the operation's documented
 * 403) with the error body; a write on the test account that is turned down is `refused`.
 */
function judge(
  operation: ContractOperation,
  as: CheckIdentity,
  input: CallInput | undefined,
  answer: Answer | { failure: string },
  expectation: Expectation,
  notFound?: Answer,
): CheckResult {
  const expectAuthRefusal = expectation === 'auth-refusal';
  const base = { operation: operation.name, as };
  if ('failure' in answer) return { ...base, outcome: 'missing', issues: [answer.failure] };
  const { status, body } = answer;
  const withStatus = { ...base, status };
  const documented = operation.responses.has(status);
  // The route is not there: a 404 where none is documented, for something the backend listed
  // itself, to a guest who should have been refused, or the very answer of a made-up route.
  const routeNotFound =
    !documented ||
    expectAuthRefusal ||
    (status === 404 && (input?.exists === true || sameAnswer(answer, notFound)));
  if (NOT_SERVED.has(status) && routeNotFound) {
    return { ...withStatus, outcome: 'missing', issues: [`answered ${status}`] };
  }
  if (status === 429 || (as === 'player' && status === 401)) {
    return { ...withStatus, outcome: 'refused', issues: [messageOf(body, status)] };
  }
  // A write turned down with one of its documented errors, in that error's shape.
  const refusalSchema = operation.responses.get(status) ?? laravelErrorSchema;
  if (expectation === 'success' && status >= 400 && documented) {
    const refusal = refusalSchema.safeParse(body);
    return refusal.success
      ? { ...withStatus, outcome: 'refused', issues: [messageOf(body, status)] }
      : { ...withStatus, outcome: 'invalid', issues: issuesOf(refusal.error) };
  }
  const refusalOfGuest = expectAuthRefusal && (status === 401 || status === 403);
  if (expectAuthRefusal && !refusalOfGuest && status < 400) {
    return {
      ...withStatus,
      outcome: 'invalid',
      issues: [`answered ${status} to a guest: the operation is for signed-in players`],
    };
  }
  if (!documented && !refusalOfGuest) {
    const statuses = [...operation.responses.keys()].join(', ');
    return {
      ...withStatus,
      outcome: 'invalid',
      issues: [`status ${status} is not one the contract lists (${statuses})`],
    };
  }
  const schema = operation.responses.get(status) ?? (status >= 400 ? laravelErrorSchema : null);
  if (!schema) return { ...withStatus, outcome: 'valid', issues: [] };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ...withStatus, outcome: 'valid', issues: [] }
    : { ...withStatus, outcome: 'invalid', issues: issuesOf(parsed.error) };
}

const sameAnswer = (answer: Answer, other: Answer | undefined) =>
  other !== undefined &&
  answer.status === other.status &&
  JSON.stringify(answer.body) === JSON.stringify(other.body);

/** What the backend answers for a route no backend has: a 404 that means "no such route". */
async function notFoundAnswer(backend: Backend): Promise<Answer | undefined> {
  const probe: ContractOperation = {
    name: 'GET /contract-kit/no-such-route',
    method: 'get',
    path: '/contract-kit/no-such-route',
    summary: '',
    access: 'public',
    responses: new Map(),
  };
  const answer = await backend.call(probe, undefined, undefined);
  return 'failure' in answer || answer.status !== 404 ? undefined : answer;
}

const sampleGameSchema = z.object({
  games: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        gamecode: z.string(),
        providercode: z.string(),
        hasFavorite: z.boolean(),
        only_demo: z.boolean(),
      }),
    ),
  }),
});
const idListSchema = z.object({ data: z.array(z.object({ id: z.number() })) });
const promotionListSchema = z.object({ promotions: z.array(z.object({ slug: z.string() })) });
const couponListSchema = z.object({ coupons: z.array(z.object({ code: z.string() })) });
const notificationListSchema = z.object({
  user_notifications: z.object({ data: z.array(z.object({ id: z.number() })) }),
});

type Operations = ReadonlyMap<string, ContractOperation>;

/** Reads the backend's own lists for the inputs of samples.ts; what fails stays unknown. */
async function gatherSamples(
  backend: Backend,
  operations: Operations,
  token: string | undefined,
  samples: Samples,
): Promise<void> {
  const read = async <T>(name: string, schema: z.ZodType<T>): Promise<T | undefined> => {
    const operation = operations.get(name);
    if (!operation) return undefined;
    const answer = await backend.call(operation, { query: { page: '1' } }, token);
    if ('failure' in answer || answer.status !== 200) return undefined;
    const parsed = schema.safeParse(answer.body);
    return parsed.success ? parsed.data : undefined;
  };
  const games = await read('GET /casinos/games', sampleGameSchema);
  // A real-money game when there is one: it has a paytable, a launch and related games.
  const game = games?.games.data.find((item) => !item.only_demo) ?? games?.games.data[0];
  if (game) samples.game = game;
  samples.missionId ??= (await read('GET /missions', idListSchema))?.data[0]?.id;
  samples.boxId ??= (await read('GET /boxes/all', idListSchema))?.data[0]?.id;
  samples.promotionSlug ??= (await read('GET /promotions', promotionListSchema))?.promotions[0]
    ?.slug;
  samples.couponCode ??= (await read('GET /bonuses/coupons', couponListSchema))?.coupons[0]?.code;
  const site = await read('GET /site-config', siteConfigSchema);
  samples.minDeposit ??= site?.min_deposit;
  samples.sportsbook ??= site?.betby.active;
  if (token) {
    samples.notificationId = (await read('GET /notifications', notificationListSchema))
      ?.user_notifications.data[0]?.id;
    const me = await read('GET /auth/me', z.object({ data: userSchema }));
    if (me) samples.user = me.data;
  }
}

async function signIn(
  backend: Backend,
  operations: Operations,
  player: PlayerCredentials,
): Promise<{ result: CheckResult; token?: string }> {
  const login = operations.get('POST /auth/login');
  if (!login) throw new Error('the contract has no POST /auth/login');
  const body = {
    username: player.phone,
    password: player.password,
    ...(player.email ? { email: player.email } : {}),
    ...(player.cpf ? { cpf: player.cpf } : {}),
  };
  const answer = await backend.call(login, { body }, undefined);
  // A documented refusal (wrong credentials, self-excluded) is `refused`: nothing else is checked.
  const result = judge(login, 'player', undefined, answer, 'success');
  if ('failure' in answer || answer.status !== 200) return { result };
  const auth = authResponseSchema.safeParse(answer.body);
  return auth.success ? { result, token: auth.data.token } : { result };
}

interface Plan {
  input: CallInput | undefined;
  write?: (typeof WRITE_SAMPLES)[string];
}

/** What the kit sends for an operation as this identity, or why it sends nothing. */
function planFor(
  operation: ContractOperation,
  as: CheckIdentity,
  samples: Samples,
  write: boolean,
): Plan | { skip: string } {
  const { name } = operation;
  if (samples.sportsbook === false && operation.path.startsWith('/sportsbook/')) {
    return { skip: "the brand's sportsbook is off (betby.active: false)" };
  }
  const read = READ_SAMPLES[name] ?? (as === 'guest' ? GUEST_ONLY_READS[name] : undefined);
  const isRead = (operation.method === 'get' && !GET_WRITES.has(name)) || read !== undefined;
  if (as === 'guest' && operation.access === 'player') {
    // The refusal is the answer to check; the body is whatever the call would carry.
    return { input: read?.(samples) ?? WRITE_SAMPLES[name]?.input(samples) };
  }
  if (isRead) {
    if (!read) return { input: undefined };
    const input = read(samples);
    return input ? { input } : { skip: 'the backend listed nothing to read it with' };
  }
  if (as === 'guest') return { skip: 'a write the kit never sends as a guest' };
  const sample = WRITE_SAMPLES[name];
  if (!sample) return { skip: 'a write not safe to repeat on a test account' };
  if (!write) return { skip: 'a write: run with --write' };
  const input = sample.input(samples);
  return input ? { input, write: sample } : { skip: 'the backend listed nothing to write on' };
}

/** Checks every operation of the contract on the backend at `options.api`. */
export async function checkBackend(options: CheckOptions): Promise<CheckReport> {
  const backend = new Backend(options);
  const operations = contractOperations();
  const byName: Operations = new Map(operations.map((operation) => [operation.name, operation]));
  const results: CheckResult[] = [];
  const skipped: SkippedOperation[] = [];
  const samples: Samples = { guestId: backend.guestId };
  if (options.player) {
    samples.password = options.player.password;
    if (options.player.cpf) samples.cpf = options.player.cpf;
  }

  let token: string | undefined;
  if (options.player) {
    const signedIn = await signIn(backend, byName, options.player);
    results.push(signedIn.result);
    token = signedIn.token;
  }
  await gatherSamples(backend, byName, token, samples);
  const notFound = await notFoundAnswer(backend);

  for (const operation of operations) {
    const identities: CheckIdentity[] = token ? ['guest', 'player'] : ['guest'];
    for (const as of identities) {
      // Signing in was the login's check; signing out comes last (logOut).
      if (operation.name === 'POST /auth/login') continue;
      if (as === 'player' && operation.name === 'GET /auth/logout') continue;
      const plan = planFor(operation, as, samples, options.write ?? false);
      if ('skip' in plan) {
        skipped.push({ operation: operation.name, as, reason: plan.skip });
        continue;
      }
      const expectation: Expectation =
        as === 'guest' && operation.access === 'player'
          ? 'auth-refusal'
          : plan.write
            ? 'success'
            : 'any';
      const answer = await backend.call(operation, plan.input, as === 'player' ? token : undefined);
      const result = judge(operation, as, plan.input, answer, expectation, notFound);
      results.push(result);
      if (plan.write && 'status' in answer && answer.status < 300) {
        plan.write.remember?.(samples, answer.body);
        const revert = plan.write.revert?.(samples);
        if (revert) await backend.call(operation, revert, token);
      }
    }
  }

  if (token && options.player) {
    await logOut(backend, byName, options.player, options.write ?? false, results, skipped);
  }
  return { results, skipped };
}

/** `GET /auth/logout` revokes the token: with `--write`, a second sign-in's token is revoked. */
async function logOut(
  backend: Backend,
  operations: Operations,
  player: PlayerCredentials,
  write: boolean,
  results: CheckResult[],
  skipped: SkippedOperation[],
): Promise<void> {
  const logout = operations.get('GET /auth/logout');
  if (!logout) return;
  if (!write) {
    skipped.push({ operation: logout.name, as: 'player', reason: 'a write: run with --write' });
    return;
  }
  const second = await signIn(backend, operations, player);
  if (!second.token) return;
  const answer = await backend.call(logout, undefined, second.token);
  results.push(judge(logout, 'player', undefined, answer, 'success'));
}

/** `connection refused` on every call: the whole backend is missing, not each route. */
export function nothingAnswered(report: CheckReport): boolean {
  return report.results.length > 0 && report.results.every((result) => result.status === undefined);
}

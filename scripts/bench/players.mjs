// Players for the bench, made through the platform's public API as the web app makes them: the
// demo tenant's registration (e-mail code from the demo outbox, a fresh CPF and phone).
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { authResponseSchema, outboxResponseSchema } from '@vitrine/contract/accounts.ts';
import { cpfCheckDigits } from '@vitrine/contract/validation/rules.ts';

export const TENANT = 'demo';
/** The one unregulated demo brand: it grants bonuses and pays cashback into cash (issue 37). */
export const BONUS_TENANT = 'aurora';
export const PASSWORD = 'Segura#2026';

/** A valid CPF no seeded player has, as 11 digits. */
export function newCpf() {
  const nine = String(randomInt(100_000_000, 999_999_999));
  return nine + cpfCheckDigits(nine);
}

/** A São Paulo mobile, +55 11 98xxx-xxxx. */
export const newPhone = () => `+551198${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * Failures to connect: the request never left, so sending it again cannot do anything twice. Many
 * connections opened at once against a busy server overflow its listen backlog.
 */
const NOT_SENT = new Set(['UND_ERR_CONNECT_TIMEOUT', 'ECONNREFUSED']);
const CONNECT_ATTEMPTS = 3;

/**
 * The tenant's API as a client sees it: every answer `{ status, json, ms, replayed, retryAfter }`,
 * never a throw (status 0: no answer; `replayed`: an idempotent repeat answered from the stored
 * first; `retryAfter`: the header, as a repeat of a call still running gets it). A
 * connection that could not be made is tried again, like a browser would; `connectRetries` counts
 * those.
 */
export function tenantApi(platformUrl, tenant = TENANT) {
  const base = `${platformUrl}/t/${tenant}`;
  const stats = { connectRetries: 0 };
  async function call(method, path, { body, token, headers = {}, form } = {}) {
    const started = performance.now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(path.startsWith('http') ? path : `${base}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: form ?? (body ? JSON.stringify(body) : undefined),
        });
        const text = await response.text();
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON: kept as text
        }
        return {
          status: response.status,
          json,
          text,
          ms: performance.now() - started,
          replayed: response.headers.get('idempotent-replayed') === 'true',
          retryAfter: response.headers.get('retry-after'),
        };
      } catch (error) {
        if (NOT_SENT.has(error?.cause?.code) && attempt < CONNECT_ATTEMPTS) {
          stats.connectRetries += 1;
          continue;
        }
        const text = String(error?.cause ?? error);
        return {
          status: 0,
          json: null,
          text,
          ms: performance.now() - started,
          replayed: false,
          retryAfter: null,
        };
      }
    }
  }
  return {
    tenant,
    stats,
    get: (path, token) => call('GET', path, { token }),
    post: (path, body, token, headers) => call('POST', path, { body, token, headers }),
    form: (path, form, token) => call('POST', path, { form, token }),
  };
}

/** A setup step's answer, or a throw naming the step and what the platform said. */
export function expectStatus(answer, status, step) {
  if (answer.status !== status) {
    const said = answer.json?.message ?? answer.text.slice(0, 300);
    throw new Error(`${step} answered ${answer.status}, not ${status}: ${said}`);
  }
  return answer.json;
}

export async function outboxCode(api, to) {
  const answer = await api.get(`/demo/outbox?to=${encodeURIComponent(to)}`);
  const [message] = outboxResponseSchema.parse(expectStatus(answer, 200, 'demo/outbox')).data;
  if (!message?.code) throw new Error(`no code in the demo outbox for ${to}`);
  return message.code;
}

/**
 * `auth/verify-email` → the code from the demo outbox → `auth/register` (which verifies the e-mail):
 * a new signed-in player with a CPF. `name` makes the e-mail (at most 30 characters, §5).
 */
export async function registerPlayer(api, name) {
  const cpf = newCpf();
  const email = `${name}@vitrine.test`;
  const phone = newPhone();
  expectStatus(
    await api.post('/auth/verify-email', { email, purpose: 'register' }),
    202,
    'auth/verify-email',
  );
  const registered = authResponseSchema.parse(
    expectStatus(
      await api.post('/auth/register', {
        gender: 'female',
        marital_status: 'single',
        name: 'Carla Mendes',
        username: phone,
        email,
        cpf,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms: true,
        captcha: `demo-turnstile-pass.${randomUUID()}`,
        code: await outboxCode(api, email),
        // Portaria 2.579/2025 (docs/product/brazil.md): a regulated brand's registration sets a
        // loss and a time limit; wide enough that no bench meets them.
        limits: {
          loss: { period: 'month', amount: 1_000_000_00 },
          time: { period: 'month', minutes: 24 * 60 * 31 },
        },
      }),
      201,
      'auth/register',
    ),
  );
  return {
    id: registered.data.id,
    token: registered.token,
    user: registered.data,
    cpf,
    email,
    phone,
  };
}

import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { idempotencyKeys, tenants, users } from '../../db/schema.ts';
import { api, latestCode, newPlayerForm } from '../../test/accounts.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

const clock = manualClock();
const platform = testPlatformPerFile({ clock });

const demo = () => api(platform.app, 'demo');

async function registerForm() {
  const form = newPlayerForm();
  await demo().post('/auth/verify-email', { email: form.email, purpose: 'register' });
  return { ...form, code: await latestCode(platform.app, 'demo', form.email) };
}

async function accountsWithEmail(email: string): Promise<number> {
  const [row] = await platform.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n ?? 0;
}

describe('Idempotency-Key', () => {
  it('replays the first answer of a retried register and creates one user', async () => {
    const form = await registerForm();
    const headers = { 'idempotency-key': 'reg-7f3c9a' };
    const first = await demo().post('/auth/register', form, undefined, headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await demo().post('/auth/register', form, undefined, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.body).toBe(first.body);
    expect(authResponseSchema.parse(jsonBody(retry)).data.email).toBe(form.email);
    expect(await accountsWithEmail(form.email)).toBe(1);
  });

  it('without a key, the same retry runs again (and is refused: the e-mail is taken)', async () => {
    const form = await registerForm();
    expect((await demo().post('/auth/register', form)).statusCode).toBe(201);
    expect((await demo().post('/auth/register', form)).statusCode).toBe(422);
  });

  it('refuses the same key with another body (422)', async () => {
    const form = await registerForm();
    const headers = { 'idempotency-key': 'reg-b1' };
    expect((await demo().post('/auth/register', form, undefined, headers)).statusCode).toBe(201);
    const other = await demo().post(
      '/auth/register',
      { ...form, name: 'Outra Pessoa' },
      undefined,
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(other)).errors).toEqual({
      idempotency_key: ['Esta Idempotency-Key já foi usada com outra requisição.'],
    });
  });

  it('keeps keys apart by tenant, method and path', async () => {
    const headers = { 'idempotency-key': 'shared-key' };
    const cpf = { cpf: '529.982.247-25' };
    const onDemo = await demo().post('/validate/validate-cpf', cpf, undefined, headers);
    const onSorte = await api(platform.app, 'sorte').post(
      '/validate/validate-cpf',
      cpf,
      undefined,
      headers,
    );
    expect(onSorte.headers['idempotent-replayed']).toBeUndefined();
    expect(onDemo.statusCode).toBe(200);
    const elsewhere = await demo().post(
      '/auth/verify-email',
      { email: 'a1@vitrine.test', purpose: 'register' },
      undefined,
      headers,
    );
    expect(elsewhere.statusCode).toBe(202);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps nothing of a failed attempt: the client may fix it and retry with the same key', async () => {
    const form = await registerForm();
    const headers = { 'idempotency-key': 'reg-fix' };
    const wrong = await demo().post(
      '/auth/register',
      { ...form, password_confirmation: 'x' },
      undefined,
      headers,
    );
    expect(wrong.statusCode).toBe(422);
    const fixed = await demo().post('/auth/register', form, undefined, headers);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours', async () => {
    const headers = { 'idempotency-key': 'cpf-24h' };
    const body = { cpf: '111.444.777-35' };
    await demo().post('/validate/validate-cpf', body, undefined, headers);
    expect(
      (await demo().post('/validate/validate-cpf', body, undefined, headers)).headers[
        'idempotent-replayed'
      ],
    ).toBe('true');
    clock.advance(24 * 3600 + 1);
    expect(
      (await demo().post('/validate/validate-cpf', body, undefined, headers)).headers[
        'idempotent-replayed'
      ],
    ).toBeUndefined();
    const rows = await platform.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'cpf-24h'));
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 409 while the first request with the key still runs, and takes over a dead one', async () => {
    const [demoTenant] = await platform.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    await platform.db.insert(idempotencyKeys).values({
      tenantId: demoTenant?.id ?? 0,
      key: 'running',
      method: 'POST',
      path: '/t/demo/validate/validate-cpf',
      fingerprint: 'of a request still running',
      createdAt: clock(),
    });
    const body = { cpf: '529.982.247-25' };
    const headers = { 'idempotency-key': 'running' };
    const busy = await demo().post('/validate/validate-cpf', body, undefined, headers);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    clock.advance(61);
    const takenOver = await demo().post('/validate/validate-cpf', body, undefined, headers);
    expect(takenOver.statusCode).toBe(200);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
  });
});

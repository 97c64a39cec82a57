import { describe, expect, it } from 'vitest';
import { tenantConfigSchema } from '../../tenancy/tenant-config.ts';
import { findTenantBySlug } from '../../tenancy/tenant-service.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35: the operator shortens the idle minutes and the cooling-off in the console; the
// platform applies them at the next call. A regulated tenant asks again after at most 30 minutes.
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ clock, seedGames: 0 });
const demo = () => api(platform.app, 'demo');
const save = (body: object, tenant = 'demo') =>
  api(platform.app, tenant).post('/demo/console/responsible-gaming/settings', body);
const settingsOf = async (slug: string) =>
  (await findTenantBySlug(platform.db, slug))?.config.responsible_gaming;

describe('the console’s responsible-gaming settings', () => {
  it('shows the form with the tenant’s values and the regulated bound', async () => {
    const page = await demo().get('/demo/console');
    const section = page.body.slice(page.body.indexOf('<section id="responsible-gaming"'));
    expect(section).toContain('data-post="console/responsible-gaming/settings"');
    expect(section).toMatch(/id="rg-idle_minutes"[^>]*max="30"[^>]*value="30"/);
    expect(section).toContain('no máximo 30 (Portaria SPA/MF 722/2024)');
  });

  it('saves both, keeps every other setting, and touches no other tenant', async () => {
    const before = await settingsOf('demo');
    // As the console's script sends them: the form's strings.
    const saved = await save({ idle_minutes: '5', cooling_off_minutes: '60' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(jsonBody(saved)).toMatchObject({
      message:
        'Configurações salvas: senha pedida após 5 min sem atividade; limite maior vale após 60 min.',
    });
    expect(await settingsOf('demo')).toEqual({
      ...before,
      idle_minutes: 5,
      cooling_off_minutes: 60,
    });
    expect(await settingsOf('sorte')).toMatchObject({
      idle_minutes: 30,
      cooling_off_minutes: 1440,
    });
    await save({ idle_minutes: 30, cooling_off_minutes: 1440 });
  });

  it('refuses more than 30 idle minutes on a regulated tenant, and malformed values, with 422', async () => {
    for (const body of [
      { idle_minutes: 31, cooling_off_minutes: 60 },
      { idle_minutes: 0, cooling_off_minutes: 60 },
      { idle_minutes: 'meia hora', cooling_off_minutes: 60 },
      { idle_minutes: 10, cooling_off_minutes: -1 },
      { idle_minutes: 10 },
    ]) {
      const refused = await save(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(jsonBody(refused)).toMatchObject({ errors: expect.any(Object) });
    }
    expect(await settingsOf('demo')).toMatchObject({ idle_minutes: 30, cooling_off_minutes: 1440 });
  });

  it('applies the shorter idle minutes to the next money call', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    expect((await save({ idle_minutes: 2, cooling_off_minutes: 1440 })).statusCode).toBe(200);
    try {
      clock.advance(3 * 60);
      const idle = await demo().post('/main-gateway/qrcode-pix', { amount: 5_000 }, token, {
        'Idempotency-Key': crypto.randomUUID(),
      });
      expect(idle.statusCode, idle.body).toBe(403);
      expect(idle.body).toContain('session.idle');
    } finally {
      await save({ idle_minutes: 30, cooling_off_minutes: 1440 });
    }
  });
});

describe('a tenant’s stored config', () => {
  it('refuses a regulated tenant idle for more than 30 minutes', async () => {
    const stored = (await findTenantBySlug(platform.db, 'demo'))?.config;
    const idle = (minutes: number) => ({
      ...stored,
      responsible_gaming: { ...stored?.responsible_gaming, idle_minutes: minutes },
    });
    expect(tenantConfigSchema.safeParse(idle(30)).success).toBe(true);
    const refused = tenantConfigSchema.safeParse(idle(31));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['responsible_gaming', 'idle_minutes']);
    expect(
      tenantConfigSchema.safeParse({ ...idle(90), is_regulated: false, operator: null }).success,
    ).toBe(true);
  });
});

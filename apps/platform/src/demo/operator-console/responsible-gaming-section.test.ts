import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35: the console shows a player's limits, pauses and self-exclusions with their history.
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ clock, seedGames: 0 });

describe('the console’s responsible gaming', () => {
  it('shows what is in force and the history, with the player masked and escaped', async () => {
    const { data, token, form } = await registerPlayer(platform.app, 'demo');
    await platform.db
      .update(users)
      .set({ firstName: '<b>Zé</b>', lastName: 'Lima' })
      .where(eq(users.id, data.id));
    const demo = api(platform.app, 'demo');
    const limit = await demo.post(
      '/responsible-gaming/limits',
      { kind: 'deposit', period: 'day', amount: 10_000 },
      token,
    );
    expect(limit.statusCode, limit.body).toBe(200);
    const pause = await demo.post('/responsible-gaming/pause', { until: '2026-06-03' }, token);
    expect(pause.statusCode, pause.body).toBe(200);

    const page = await demo.get('/demo/console');
    expect(page.statusCode).toBe(200);
    const section = page.body.slice(page.body.indexOf('<section id="responsible-gaming"'));
    expect(section).toContain('Jogo responsável');
    expect(section).toContain(`#${data.id} &lt;b&gt;Zé&lt;/b&gt; L.`);
    expect(section).not.toContain('<b>Zé');
    expect(section).not.toContain(form.email);
    expect(section).toContain('Pausa até 04/06/2026, 00:00');
    expect(section).toContain('depósito (dia): R$\u00a0100,00');
    expect(section).toContain('Pausa de 01/06/2026, 12:00 até 04/06/2026, 00:00');

    const english = await demo.get('/demo/console', undefined, { 'accept-language': 'en' });
    expect(english.body).toContain('Responsible gaming');
    expect(english.body).toContain('Paused until');
  });
});

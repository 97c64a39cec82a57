import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { HOSTILE_JSON } from '@vitrine/contract/testing/hostile-input.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35: every hostile value (NUL bytes, 10 KB, lone surrogates, huge numbers, wrong types,
// deep arrays) and a few impossible dates in the responsible-gaming calls' own fields: a 422 with
// the field named, never a 5xx, and nothing changes for the player.
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ seedGames: 0, clock });
const demo = () => api(platform.app, 'demo');

const IMPOSSIBLE_DATES: [string, unknown][] = [
  ['the 30th of February', '2026-02-30'],
  ['month 13', '2026-13-01'],
  ['a date and time', '2026-07-01T00:00:00Z'],
  ['markup', '<script>alert(1)</script>'],
  ['year 99999', '99999-01-01'],
  ['an empty string', ''],
];

const calls: { name: string; path: string; field: string; body: (value: unknown) => object }[] = [
  {
    name: 'a limit amount',
    path: '/responsible-gaming/limits',
    field: 'amount',
    body: (value) => ({ kind: 'deposit', period: 'day', amount: value }),
  },
  {
    name: 'a limit kind',
    path: '/responsible-gaming/limits',
    field: 'kind',
    body: (value) => ({ kind: value, period: 'day', amount: 10_000 }),
  },
  {
    name: 'a limit period',
    path: '/responsible-gaming/limits',
    field: 'period',
    body: (value) => ({ kind: 'deposit', period: value, amount: 10_000 }),
  },
  {
    name: 'a pause date',
    path: '/responsible-gaming/pause',
    field: 'until',
    body: (value) => ({ until: value }),
  },
  {
    name: 'a pause length',
    path: '/responsible-gaming/pause',
    field: 'days',
    body: (value) => ({ days: value }),
  },
];

describe('hostile values in the responsible-gaming calls', () => {
  it('answer 422 or 200, never 5xx, and a refused value changes nothing', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const before = jsonBody(await demo().get('/responsible-gaming/blocks', token));
    for (const call of calls) {
      const values = call.field === 'until' ? [...HOSTILE_JSON, ...IMPOSSIBLE_DATES] : HOSTILE_JSON;
      for (const [label, value] of values) {
        const response = await demo().post(call.path, call.body(value), token);
        const what = `${call.name}: ${label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode === 422) {
          expect(laravelErrorSchema.parse(jsonBody(response)).message, what).toBeTruthy();
        } else {
          // A value that is valid after all (0 is "no limit"? a number of days?) is still a 200.
          expect(response.statusCode, what).toBe(200);
        }
      }
    }
    // No pause came from any of them: only valid lengths or dates could have made one.
    const after = jsonBody(await demo().get('/responsible-gaming/blocks', token));
    expect(after).toEqual(before);
  });
});

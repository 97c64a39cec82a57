import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckReport, checkBackend } from '@vitrine/contract/kit/check.ts';
import { type TestPlatform, manualClock, startTestPlatform } from './test/test-platform.ts';

// The contract kit (docs/contract-kit.md) run against the reference platform, as CI runs it: every
// operation an operator's backend must serve answers as the contract says, for a guest and for
// seeded Ana with the writes of `--write`.

let platform: TestPlatform;
let report: CheckReport;

beforeAll(async () => {
  const clock = manualClock();
  platform = await startTestPlatform({ listen: true, clock });
  // A day after the seed: Ana's seeded deposit no longer fills her daily deposit limit.
  clock.advance(2 * 24 * 60 * 60);
  report = await checkBackend({
    api: `${platform.origin}/t/demo`,
    player: {
      phone: '+5511999990001',
      password: 'Vitrine@2026',
      email: 'ana@vitrine.test',
    },
    write: true,
  });
}, 60_000);
afterAll(() => platform.close());

const failures = (as: 'guest' | 'player') =>
  report.results
    .filter((result) => result.as === as && result.outcome !== 'valid')
    .map(
      (result) =>
        `${result.operation} ${result.outcome} ${result.status ?? ''}: ${result.issues.join('; ')}`,
    );

describe('the contract kit on the reference platform', () => {
  it('finds every operation served and valid for a guest', () => {
    expect(failures('guest')).toEqual([]);
  });

  it('finds every operation served and valid for Ana, writes included', () => {
    expect(failures('player')).toEqual([]);
  });

  it('checks each operation an operator serves, and sends Ana every write it has a sample for', () => {
    const checked = new Set(report.results.map((result) => result.operation));
    expect(checked.size).toBeGreaterThan(90);
    expect(
      report.skipped
        .filter((skip) => skip.reason.includes('--write'))
        .map((skip) => skip.operation),
    ).toEqual([]);
    expect(checked).toContain('POST /main-gateway/consult-status-transaction');
    expect([...checked].some((operation) => operation.includes('/demo/'))).toBe(false);
  });

  it('passes a brand without a sportsbook (sorte), its sportsbook calls left out, not missing', async () => {
    const sorte = await checkBackend({ api: `${platform.origin}/t/sorte` });
    const notValid = sorte.results.filter((result) => result.outcome !== 'valid');
    expect(notValid.map((result) => `${result.operation} ${result.outcome}`)).toEqual([]);
    expect(sorte.skipped.map((skip) => skip.operation)).toContain('POST /sportsbook/session');
  }, 60_000);
});

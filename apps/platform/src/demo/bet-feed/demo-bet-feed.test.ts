import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  betPlacedEventSchema,
  channels,
  type RealtimeEventName,
} from '@vitrine/contract/realtime.ts';
import type { Realtime } from '../../services/realtime.ts';
import { testPlatformPerFile } from '../../test/test-platform.ts';
import { demoPlayerName, demoStake, demoWin, startDemoBetFeed } from './demo-bet-feed.ts';

const platform = testPlatformPerFile();

/** A seeded sequence of numbers in [0, 1): the same draws every run. */
function seeded(seed = 42) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Published {
  tenant: string;
  channel: string;
  event: RealtimeEventName;
  payload: unknown;
}

function recordingRealtime(published: Published[]): Realtime {
  return {
    settingsFor: () => {
      throw new Error('not used');
    },
    appFor: () => ({ id: 'x', key: 'x', secret: 'x' }),
    signChannel: () => 'x',
    signUser: () => 'x',
    publish: async (tenant, channel, event, payload) => {
      published.push({ tenant, channel, event, payload });
    },
  };
}

describe('the simulated bet feed (§9)', () => {
  it('stakes R$ 0,40–150 about 60 % of the time and R$ 500–50 000 otherwise', () => {
    const random = seeded();
    const stakes = Array.from({ length: 5000 }, () => demoStake(random));
    const small = stakes.filter((stake) => stake >= 40 && stake <= 15_000);
    const large = stakes.filter((stake) => stake >= 50_000 && stake <= 5_000_000);
    expect(small.length + large.length).toBe(stakes.length);
    expect(small.length / stakes.length).toBeGreaterThan(0.55);
    expect(small.length / stakes.length).toBeLessThan(0.65);
    expect(stakes.every(Number.isInteger)).toBe(true);
  });

  it('loses some rounds (a win of 0) and pays the others in whole centavos', () => {
    const random = seeded(7);
    const wins = Array.from({ length: 1000 }, () => demoWin(1000, random));
    expect(wins.some((win) => win === 0)).toBe(true);
    expect(wins.some((win) => win > 1000)).toBe(true);
    expect(wins.every((win) => Number.isInteger(win) && win >= 0)).toBe(true);
  });

  it('names players by first name and initial, and hides some', () => {
    const random = seeded(3);
    const names = Array.from({ length: 200 }, () => demoPlayerName(random));
    expect(names).toContain(null);
    for (const name of names.filter((value) => value !== null)) {
      expect(name).toMatch(/^\p{L}+ [A-Z]\.$/u);
    }
  });

  describe('running', () => {
    let stop: (() => void) | undefined;
    afterEach(() => stop?.());

    it("publishes a bet and its win on each live tenant's public channel, as ordinary events", async () => {
      const published: Published[] = [];
      stop = startDemoBetFeed({
        db: platform.db,
        realtime: recordingRealtime(published),
        publicUrl: 'http://localhost:8787',
        clock: () => new Date(),
        log: { warn: vi.fn() },
        random: seeded(11),
      });
      await vi.waitFor(() => expect(published.length).toBeGreaterThanOrEqual(4), {
        timeout: 20_000,
        interval: 100,
      });
      const demo = published.filter((entry) => entry.tenant === 'demo');
      const [bet, win] = demo.map((entry) => betPlacedEventSchema.parse(entry.payload));
      expect(demo[0]?.channel).toBe(channels.public('vitrine-demo'));
      expect(demo.every((entry) => entry.event === 'BetPlaced')).toBe(true);
      expect(bet?.type).toBe('bet');
      expect(win?.type).toBe('win');
      expect(win?.transaction).toBe(bet?.transaction);
      expect(bet?.game.image).toMatch(/^http:\/\/localhost:8787\/storage\/demo\//);
      // The tenant in maintenance has no feed.
      expect(published.some((entry) => entry.tenant === 'manutencao')).toBe(false);
    });
  });
});

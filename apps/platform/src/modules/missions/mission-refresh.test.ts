import { describe, expect, it, vi } from 'vitest';
import type { RealtimeEventName } from '@vitrine/contract/realtime.ts';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../services/realtime.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import type { CatalogueMission } from './mission-catalogue.ts';
import { announceToGuests, refreshMissions } from './mission-refresh-service.ts';

// Issue 36: what follows play never fails it, and guests hear of a mission even where the
// realtime service cannot list its channels (docs/design/missions.md "Realtime").

interface Published {
  channel: string;
  event: RealtimeEventName;
}

function recordingRealtime(published: Published[], occupied?: string[]): Realtime {
  return {
    settingsFor: () => {
      throw new Error('not used');
    },
    appFor: () => ({ id: 'x', key: 'x', secret: 'x' }),
    signChannel: () => 'x',
    signUser: () => 'x',
    publish: async (_tenant, channel, event) => {
      published.push({ channel, event });
    },
    ...(occupied ? { occupiedChannels: async () => occupied } : {}),
  };
}

// Only the fields these functions read.
const tenant = { slug: 'demo', config: { casino_id: 'vitrine-demo' } } as Tenant;
const now = new Date('2026-06-01T12:00:00Z');
const entry: CatalogueMission = {
  mission: {
    id: 7,
    tenantId: 1,
    name: 'Gire',
    description: null,
    goalKind: 'rounds',
    goalTarget: 3,
    goalGameId: null,
    goalProvider: null,
    rewardKind: 'loyalty',
    rewardAmount: 100,
    rewardBoxId: null,
    guestVisible: true,
    startsAt: new Date('2026-05-01T00:00:00Z'),
    endsAt: null,
    active: true,
    createdAt: new Date('2026-05-01T00:00:00Z'),
  },
  game: null,
  providerCode: null,
  box: null,
};

describe('refreshMissions', () => {
  it('logs a failure instead of failing the play it follows', async () => {
    const broken = new Proxy(
      {},
      {
        get() {
          throw new Error('database down');
        },
      },
    ) as Database;
    const warn = vi.fn();
    const published: Published[] = [];
    await expect(
      refreshMissions(
        { db: broken, realtime: recordingRealtime(published), clock: () => now },
        tenant,
        { tenantId: 1, userId: 2 },
        { kind: 'casino_round', gameId: 3 },
        { warn },
      ),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(published).toEqual([]);
  });
});

describe('announceToGuests', () => {
  it('publishes on every occupied guest channel', async () => {
    const published: Published[] = [];
    const guests = ['private-guest.guest-aaaaaaaa', 'private-guest.guest-bbbbbbbb'];
    const realtime = recordingRealtime(published, guests);
    expect(await announceToGuests({ realtime, clock: () => now }, tenant, entry)).toBe(2);
    expect(published).toEqual(guests.map((channel) => ({ channel, event: 'MissionAssigned' })));
  });

  it('falls back to the public channel where channels cannot be listed', async () => {
    const published: Published[] = [];
    const realtime = recordingRealtime(published);
    await announceToGuests({ realtime, clock: () => now }, tenant, entry);
    expect(published).toEqual([
      { channel: 'universal-public.vitrine-demo', event: 'MissionAssigned' },
    ]);
  });

  it('tells guests nothing of a mission they cannot see', async () => {
    const published: Published[] = [];
    const realtime = recordingRealtime(published, ['private-guest.guest-aaaaaaaa']);
    const hidden = { ...entry, mission: { ...entry.mission, guestVisible: false } };
    expect(await announceToGuests({ realtime, clock: () => now }, tenant, hidden)).toBe(0);
    expect(published).toEqual([]);
  });
});

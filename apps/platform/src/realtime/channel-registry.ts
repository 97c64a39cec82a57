import type { PresenceMember, PresenceSnapshot } from './protocol-frames.ts';

interface MemberEntry {
  info: unknown;
  /** A user with several sockets in the channel is one member until the last one leaves. */
  sockets: number;
}

interface ChannelState<Subscriber> {
  subscribers: Set<Subscriber>;
  /** Presence channels only. */
  members: Map<string, MemberEntry> | undefined;
}

export interface ChannelStats {
  name: string;
  subscriptionCount: number;
  /** Presence channels only: distinct users. */
  userCount?: number;
}

/**
 * Who listens where, per app: Map<appId, Map<channel, subscribers>>, with presence members counted
 * per user. A channel disappears with its last subscriber, so the maps hold only occupied channels.
 */
export class ChannelRegistry<Subscriber> {
  readonly #apps = new Map<string, Map<string, ChannelState<Subscriber>>>();

  subscribers(appId: string, channel: string): ReadonlySet<Subscriber> | undefined {
    return this.#apps.get(appId)?.get(channel)?.subscribers;
  }

  /** Adds a subscriber; for presence, true when its user was not yet a member. */
  add(appId: string, channel: string, subscriber: Subscriber, member?: PresenceMember): boolean {
    let channels = this.#apps.get(appId);
    if (channels === undefined) {
      channels = new Map();
      this.#apps.set(appId, channels);
    }
    let state = channels.get(channel);
    if (state === undefined) {
      state = { subscribers: new Set(), members: member === undefined ? undefined : new Map() };
      channels.set(channel, state);
    }
    state.subscribers.add(subscriber);
    if (member === undefined || state.members === undefined) return false;
    const entry = state.members.get(member.id);
    if (entry !== undefined) {
      entry.sockets += 1;
      return false;
    }
    state.members.set(member.id, { info: member.info, sockets: 1 });
    return true;
  }

  /** Removes a subscriber; for presence, true when it was its user's last socket there. */
  remove(appId: string, channel: string, subscriber: Subscriber, memberId?: string): boolean {
    const channels = this.#apps.get(appId);
    const state = channels?.get(channel);
    if (channels === undefined || state === undefined || !state.subscribers.delete(subscriber)) {
      return false;
    }
    let memberGone = false;
    const entry = memberId === undefined ? undefined : state.members?.get(memberId);
    if (memberId !== undefined && entry !== undefined) {
      entry.sockets -= 1;
      if (entry.sockets === 0) {
        state.members?.delete(memberId);
        memberGone = true;
      }
    }
    if (state.subscribers.size === 0) channels.delete(channel);
    if (channels.size === 0) this.#apps.delete(appId);
    return memberGone;
  }

  presence(appId: string, channel: string): PresenceSnapshot {
    const members = this.#apps.get(appId)?.get(channel)?.members ?? new Map<string, MemberEntry>();
    // fromEntries defines own properties, so a user id such as "__proto__" stays a plain key.
    const hash = Object.fromEntries([...members].map(([id, { info }]) => [id, info]));
    return { ids: [...members.keys()], hash, count: members.size };
  }

  memberIds(appId: string, channel: string): string[] {
    return [...(this.#apps.get(appId)?.get(channel)?.members?.keys() ?? [])];
  }

  stats(appId: string, channel: string): ChannelStats {
    const state = this.#apps.get(appId)?.get(channel);
    return statsOf(channel, state);
  }

  /** Every occupied channel of an app. */
  all(appId: string): ChannelStats[] {
    return [...(this.#apps.get(appId) ?? [])].map(([name, state]) => statsOf(name, state));
  }
}

function statsOf<Subscriber>(name: string, state: ChannelState<Subscriber> | undefined) {
  const stats: ChannelStats = { name, subscriptionCount: state?.subscribers.size ?? 0 };
  if (name.startsWith('presence-')) stats.userCount = state?.members?.size ?? 0;
  return stats;
}

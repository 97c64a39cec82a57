import type { RealtimeEventName, RealtimeEventPayload } from '@vitrine/contract/realtime.ts';
import type { ChannelRole, ConnectionState, OnlinePlayer } from './realtime-types';

// Where features listen: it lives as long as the provider, before and across connections, so a
// component subscribes once and hears every connection's events. Light: no schemas, no client.

export type RealtimeListener<Name extends RealtimeEventName> = (
  payload: RealtimeEventPayload<Name>,
) => void;

type ListenersByEvent = { [Name in RealtimeEventName]: Set<RealtimeListener<Name>> };

function noListeners(): ListenersByEvent {
  return {
    MessageSent: new Set(),
    BetPlaced: new Set(),
    MissionAssigned: new Set(),
    NotificationSent: new Set(),
    PaymentApproved: new Set(),
    BalanceUpdated: new Set(),
    NotifyNewUserBox: new Set(),
  };
}

export class RealtimeHub {
  private readonly listeners = new Map<ChannelRole, ListenersByEvent>();
  private readonly reconnectionListeners = new Set<() => void>();
  private readonly playerJoinedListeners = new Set<() => void>();
  private readonly connectionListeners = new Set<() => void>();
  private chatWanted = 0;
  /** Who is online (the presence channel); null until a presence channel has said. */
  private online: readonly OnlinePlayer[] | null = null;
  private readonly presenceListeners = new Set<() => void>();
  private readonly chatWantListeners = new Set<() => void>();
  /** The current socket's state; null before any socket (or without a realtime server). */
  private connection: ConnectionState | null = null;

  /** Calls `listener` with each `event` on the visitor's `role` channel; returns the unsubscribe. */
  listen<Name extends RealtimeEventName>(
    role: ChannelRole,
    event: Name,
    listener: RealtimeListener<Name>,
  ): () => void {
    const byEvent = this.listeners.get(role) ?? noListeners();
    this.listeners.set(role, byEvent);
    const listeners: Set<RealtimeListener<Name>> = byEvent[event];
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  hasListeners(role: ChannelRole, event: RealtimeEventName): boolean {
    return (this.listeners.get(role)?.[event].size ?? 0) > 0;
  }

  /**
   * Asks for the chat channel whoever is looking (§6: a player joins it by itself; a guest only
   * while the chat panel is open). Returns the release.
   */
  wantChat(): () => void {
    this.chatWanted += 1;
    if (this.chatWanted === 1) for (const listener of [...this.chatWantListeners]) listener();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.chatWanted -= 1;
      if (this.chatWanted === 0) for (const listener of [...this.chatWantListeners]) listener();
    };
  }

  chatIsWanted(): boolean {
    return this.chatWanted > 0;
  }

  /** Calls `listener` whenever the chat channel becomes wanted or no longer is. */
  onChatWantChange(listener: () => void): () => void {
    this.chatWantListeners.add(listener);
    return () => {
      this.chatWantListeners.delete(listener);
    };
  }

  /** Hands a parsed payload to the listeners of `event` on `role`. */
  deliver<Name extends RealtimeEventName>(
    role: ChannelRole,
    event: Name,
    payload: RealtimeEventPayload<Name>,
  ): void {
    const listeners: Set<RealtimeListener<Name>> | undefined = this.listeners.get(role)?.[event];
    for (const listener of [...(listeners ?? [])]) listener(payload);
  }

  /** Calls `listener` whenever the socket comes back after a drop. */
  onReconnected(listener: () => void): () => void {
    this.reconnectionListeners.add(listener);
    return () => {
      this.reconnectionListeners.delete(listener);
    };
  }

  reconnected(): void {
    for (const listener of [...this.reconnectionListeners]) listener();
  }

  /** Calls `listener` when the player's own channel is first joined on a socket. */
  onPlayerJoined(listener: () => void): () => void {
    this.playerJoinedListeners.add(listener);
    return () => {
      this.playerJoinedListeners.delete(listener);
    };
  }

  playerJoined(): void {
    for (const listener of [...this.playerJoinedListeners]) listener();
  }

  /** The players on the presence channel (guests left out); null before it was joined. */
  onlinePlayers(): readonly OnlinePlayer[] | null {
    return this.online;
  }

  onPresenceChange(listener: () => void): () => void {
    this.presenceListeners.add(listener);
    return () => {
      this.presenceListeners.delete(listener);
    };
  }

  /** Who is online now; null when it is no longer known (the socket closed). */
  presenceChanged(players: readonly OnlinePlayer[] | null): void {
    if (players === null && this.online === null) return;
    this.online = players;
    for (const listener of [...this.presenceListeners]) listener();
  }

  connectionState(): ConnectionState | null {
    return this.connection;
  }

  /** Calls `listener` whenever the socket's state moves; returns the unsubscribe. */
  onConnectionChange(listener: () => void): () => void {
    this.connectionListeners.add(listener);
    return () => {
      this.connectionListeners.delete(listener);
    };
  }

  connectionChanged(state: ConnectionState): void {
    if (state === this.connection) return;
    this.connection = state;
    for (const listener of [...this.connectionListeners]) listener();
  }
}

import { channels, type RealtimeEventName } from '@vitrine/contract/realtime-channels.ts';
import type {
  ChannelRole,
  ConnectionState,
  PresenceMember,
  RealtimeConnection,
  RealtimeConnector,
  RealtimeError,
  RealtimeViewer,
} from './realtime-types';

// §4 "Session", §6: who joins which channel, and when. Pure but for the connection it is given and
// the timers it schedules with, so the schedule is tested with fake timers and a fake connection.

/** §4: "Login success … joins the realtime channels after about 1 second". */
export const PLAYER_CHANNELS_DELAY_MS = 1_000;
/** §4: "500 ms after a login it ensures the public channel is connected". */
export const PUBLIC_CHANNEL_CHECK_MS = 500;

/** Schedules `task` after `ms`; returns what cancels it. */
export type Schedule = (task: () => void, ms: number) => () => void;

export const scheduleWithTimers: Schedule = (task, ms) => {
  const handle = setTimeout(task, ms);
  return () => clearTimeout(handle);
};

export interface RealtimeSessionOptions {
  casinoId: string;
  connect: RealtimeConnector;
  schedule?: Schedule;
  /** An event on one of the visitor's channels, not parsed yet. */
  onEvent(role: ChannelRole, event: RealtimeEventName, payload: unknown): void;
  /** The socket came back after a drop: what was missed meanwhile should be fetched again. */
  onReconnected(): void;
  /**
   * The player's own channel is joined for the first time on this socket: what was sent to them
   * between the page's data and this moment (a second or more: §4 joins it after about 1 s) was
   * heard by nobody, and should be fetched again.
   */
  onPlayerJoined?(): void;
  /** Who is on the presence channel now (an empty list when the socket closes). */
  onPresence?(members: PresenceMember[]): void;
  /** The current socket's state moved (a deposit polls while it is not `connected`). */
  onStateChange?(state: ConnectionState): void;
  onError(error: RealtimeError): void;
}

/** The live connection of one socket and what was scheduled on it. */
interface Live {
  connection: RealtimeConnection;
  token: string | null;
  /** Channel name → the role it was joined as. */
  roles: Map<string, ChannelRole>;
  /** The player whose channels are joined or about to be. */
  player: number | null;
  cancels: (() => void)[];
  everConnected: boolean;
  playerJoined: boolean;
}

export class RealtimeSession {
  private live: Live | null = null;
  private stopped = false;
  private chatWanted = false;
  private readonly options: RealtimeSessionOptions;
  private readonly schedule: Schedule;

  constructor(options: RealtimeSessionOptions) {
    this.options = options;
    this.schedule = options.schedule ?? scheduleWithTimers;
  }

  /** Brings the channels in line with who is looking. */
  update(viewer: RealtimeViewer): void {
    if (this.stopped) return;
    // §4: the connection is rebuilt whenever the token changes (sign-in, sign-out, a new token).
    if (this.live && this.live.token !== viewer.token) this.close();
    // Restoring a session: neither a player's token nor a guest's id yet — wait for one.
    if (viewer.token === null && viewer.guestId === null) return;

    const live = this.live ?? this.open(viewer.token);
    if (!live) return;
    if (viewer.token === null && viewer.guestId !== null) {
      // §6: a guest joins a guest channel of their own.
      this.join(live, 'guest', channels.guest(viewer.guestId));
    } else if (viewer.token !== null && viewer.userId !== null && live.player !== viewer.userId) {
      this.scheduleSignIn(live, viewer.userId);
    }
  }

  /**
   * A chat panel is open (or no longer is): the chat channel is joined even for a guest (with the
   * presence channel, for the online count), on this connection and the next ones. It is not left
   * again when the panel closes (a player's stays).
   */
  wantChat(wanted: boolean): void {
    this.chatWanted = wanted;
    if (wanted && this.live && !this.stopped) this.joinChat(this.live);
  }

  /** Leaves everything and ignores later updates. */
  stop(): void {
    this.stopped = true;
    this.close();
  }

  private open(token: string | null): Live | null {
    const roles = new Map<string, ChannelRole>();
    let live: Live | null = null;
    // Events of a connection that has since been replaced are not this session's any more.
    const current = () => (live !== null && this.live === live ? live : null);
    try {
      const connection = this.options.connect({
        onEvent: (channel, event, payload) => {
          const role = current()?.roles.get(channel);
          if (role) this.options.onEvent(role, event, payload);
        },
        onStateChange: (state) => {
          const now = current();
          if (!now) return;
          this.options.onStateChange?.(state);
          if (state !== 'connected') return;
          if (now.everConnected) this.options.onReconnected();
          now.everConnected = true;
        },
        onPresence: (channel, members) => {
          if (current()?.roles.get(channel) === 'presence') this.options.onPresence?.(members);
        },
        onSubscribed: (channel) => {
          const now = current();
          if (!now || now.playerJoined || now.roles.get(channel) !== 'player') return;
          now.playerJoined = true;
          this.options.onPlayerJoined?.();
        },
        onSubscriptionError: (channel, status) => {
          if (current()) this.options.onError({ kind: 'subscription', channel, status });
        },
        onSignInError: (status) => {
          if (current()) this.options.onError({ kind: 'sign-in', status });
        },
      });
      live = {
        connection,
        token,
        roles,
        player: null,
        cancels: [],
        everConnected: false,
        playerJoined: false,
      };
    } catch (cause) {
      // §8: a missing client library or refused settings are reported, never thrown at the page.
      this.options.onError({ kind: 'unavailable', cause });
      return null;
    }
    this.live = live;
    // §6: everyone joins the public channel.
    this.join(live, 'public', channels.public(this.options.casinoId));
    if (this.chatWanted) this.joinChat(live);
    return live;
  }

  /**
   * The chat channel; a guest's connection also joins the presence channel, by its Guest-ID, for
   * who is online (a player's joins it with the sign-in).
   */
  private joinChat(live: Live): void {
    const { casinoId } = this.options;
    this.join(live, 'chat', channels.chat(casinoId));
    if (live.token === null) this.join(live, 'presence', channels.presence(casinoId));
  }

  private scheduleSignIn(live: Live, userId: number): void {
    live.player = userId;
    const { casinoId } = this.options;
    const publicChannel = channels.public(casinoId);
    live.cancels.push(
      this.schedule(() => {
        if (!live.connection.isJoined(publicChannel)) this.join(live, 'public', publicChannel);
      }, PUBLIC_CHANNEL_CHECK_MS),
      this.schedule(() => {
        if (live.player !== userId) return;
        // §6: a player's own channel (balance, missions, notifications), who is online, and chat.
        this.join(live, 'player', channels.player(userId));
        this.join(live, 'presence', channels.presence(casinoId));
        this.join(live, 'chat', channels.chat(casinoId));
        live.connection.signIn();
      }, PLAYER_CHANNELS_DELAY_MS),
    );
  }

  private join(live: Live, role: ChannelRole, channel: string): void {
    live.roles.set(channel, role);
    live.connection.join(channel);
  }

  private close(): void {
    const live = this.live;
    if (!live) return;
    this.live = null;
    for (const cancel of live.cancels) cancel();
    live.connection.disconnect();
    // Its own 'disconnected' is dropped (no longer current): the next socket reports its own states.
    this.options.onStateChange?.('disconnected');
    this.options.onPresence?.([]);
  }
}

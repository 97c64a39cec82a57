import { isGuestMemberId, type RealtimeEventName } from '@vitrine/contract/realtime-channels.ts';
import type {
  PresenceMemberInfo,
  RealtimeEventPayload,
  RealtimeSettings,
} from '@vitrine/contract/realtime.ts';
import type { z } from 'zod';
import type { HttpClient } from '../http/http-client';
import { nextTask } from '../next-task';
import { loadEchoConnector } from './echo-connection';
import type { RealtimeHub } from './realtime-hub';
import { RealtimeSession, type Schedule } from './realtime-session';
import type { OnlinePlayer, RealtimeConnector, RealtimeError } from './realtime-types';

// The realtime code the provider loads after the first paint: the session and (unless a test gives
// its own connector) Laravel Echo with pusher-js. The events' schemas wait for the first event.

type Parser<Output> = (payload: unknown) => Output | null;
type Parsers = { [Name in RealtimeEventName]: Parser<RealtimeEventPayload<Name>> };
interface EventSchemas {
  parsers: Parsers;
  presenceInfo: Parser<PresenceMemberInfo>;
}

function parserOf<Schema extends z.ZodType>(schema: Schema): Parser<z.output<Schema>> {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  };
}

/**
 * The contract's event schemas, their modules evaluated one a task (building a module's schemas is
 * work on a phone's main thread): zod's own, the scalars, the notification's and the chat
 * message's, then the events'. One parser per event, so each name keeps its own payload type.
 */
async function buildEventSchemas(): Promise<EventSchemas> {
  for (const load of [
    () => import('./zod-library'),
    () => import('@vitrine/contract/scalars.ts'),
    () => import('@vitrine/contract/notification-schema.ts'),
    () => import('@vitrine/contract/chat-message.ts'),
  ]) {
    await load();
    await nextTask();
  }
  const { realtimeEventSchemas: schemas, presenceMemberInfoSchema } =
    await import('@vitrine/contract/realtime.ts');
  return {
    parsers: {
      MessageSent: parserOf(schemas.MessageSent),
      BetPlaced: parserOf(schemas.BetPlaced),
      MissionAssigned: parserOf(schemas.MissionAssigned),
      NotificationSent: parserOf(schemas.NotificationSent),
      PaymentApproved: parserOf(schemas.PaymentApproved),
      BalanceUpdated: parserOf(schemas.BalanceUpdated),
      NotifyNewUserBox: parserOf(schemas.NotifyNewUserBox),
    },
    presenceInfo: parserOf(presenceMemberInfoSchema),
  };
}

let built: EventSchemas | null = null;
let building: Promise<EventSchemas> | null = null;

/** The events' schemas, built once for the page (again after a failed load). */
export function loadEventSchemas(): Promise<EventSchemas> {
  building ??= buildEventSchemas().then(
    (schemas) => (built = schemas),
    (cause: unknown) => {
      building = null;
      throw cause;
    },
  );
  return building;
}

/** The events' schemas if they are built already, for use without waiting. */
export function builtEventSchemas(): EventSchemas | null {
  return built;
}

/** `payload` parsed with the contract's schema of `event`, or null when it does not match. */
function parseEvent<Name extends RealtimeEventName>(
  parsers: Parsers,
  event: Name,
  payload: unknown,
): RealtimeEventPayload<Name> | null {
  return parsers[event](payload);
}

/** Work that needs the events' schemas, and work that only needs to come after it. */
export interface SchemaQueue {
  /** Runs `work` with the schemas: at once if they are built, else once they are (building them). */
  withSchemas(work: (schemas: EventSchemas) => void): void;
  /** Runs `work` after the work waiting for the schemas, or at once if none is: builds nothing. */
  inTurn(work: () => void): void;
}

/**
 * The schemas are built on the first call that needs them, not when the socket opens: a page that
 * gets no event (no bets shown, nobody signed in) never builds them. What arrives meanwhile waits,
 * in the order it came. If they cannot be loaded, what waited is dropped and reported, and the
 * next call tries again.
 */
export function schemaQueue(
  onUnavailable: (cause: unknown) => void,
  load: () => Promise<EventSchemas> = loadEventSchemas,
  built: () => EventSchemas | null = builtEventSchemas,
): SchemaQueue {
  let waiting: ((schemas: EventSchemas | null) => void)[] | null = null;
  return {
    withSchemas(work) {
      const ready = waiting ? null : built();
      if (ready) {
        work(ready);
        return;
      }
      const run = (schemas: EventSchemas | null) => {
        if (schemas) work(schemas);
      };
      if (waiting) {
        waiting.push(run);
        return;
      }
      waiting = [run];
      load().then(
        (schemas) => {
          const queued = waiting ?? [];
          waiting = null;
          for (const next of queued) next(schemas);
        },
        (cause: unknown) => {
          const queued = waiting ?? [];
          waiting = null;
          onUnavailable(cause);
          // Work that only had to come after still runs; work that needed the schemas is dropped.
          for (const next of queued) next(null);
        },
      );
    },
    inTurn(work) {
      if (waiting) waiting.push(() => work());
      else work();
    },
  };
}

export async function startRealtime(options: {
  settings: RealtimeSettings;
  casinoId: string;
  client: HttpClient;
  hub: RealtimeHub;
  onError: (error: RealtimeError) => void;
  connect?: RealtimeConnector;
  schedule?: Schedule;
}): Promise<RealtimeSession> {
  const { hub, onError } = options;
  // Three tasks on a phone's busy main thread rather than one long one: this module was evaluated
  // in the last, then the client library, then the session and its connection.
  await nextTask();
  const connect =
    options.connect ??
    (await loadEchoConnector({ settings: options.settings, client: options.client }));
  await nextTask();
  const queue = schemaQueue((cause) => onError({ kind: 'unavailable', cause }));
  return new RealtimeSession({
    casinoId: options.casinoId,
    connect,
    schedule: options.schedule,
    onEvent(role, event, payload) {
      if (!hub.hasListeners(role, event)) return;
      queue.withSchemas(({ parsers }) => {
        const parsed = parseEvent(parsers, event, payload);
        // An event the contract does not describe is dropped: outside data is never trusted.
        if (parsed === null) onError({ kind: 'invalid-event', channel: role, event });
        else hub.deliver(role, event, parsed);
      });
    },
    onReconnected: () => hub.reconnected(),
    onPlayerJoined: () => hub.playerJoined(),
    // A member whose info does not parse is still online, shown without a name or an avatar. A
    // guest (with the chat open) is on the channel to read it, not an online player: a guest alone
    // there reads 0. No members at all: the socket closed (a joined channel lists its own member).
    onPresence: (members) => {
      if (members.length === 0) {
        queue.inTurn(() => hub.presenceChanged(null));
        return;
      }
      queue.withSchemas(({ presenceInfo }) =>
        hub.presenceChanged(
          members
            .filter(({ id }) => !isGuestMemberId(id))
            .map(({ id, info }): OnlinePlayer => {
              const parsed = presenceInfo(info);
              return parsed
                ? { id, name: parsed.name, avatar: parsed.avatar }
                : { id, name: null, avatar: null };
            }),
        ),
      );
    },
    onStateChange: (state) => hub.connectionChanged(state),
    onError,
  });
}

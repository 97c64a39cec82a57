import {
  isGuestMemberId,
  presenceMemberInfoSchema,
  realtimeEventSchemas,
  type RealtimeEventName,
  type RealtimeEventPayload,
  type RealtimeSettings,
} from '@vitrine/contract/realtime.ts';
import type { z } from 'zod';
import type { HttpClient } from '../http/http-client';
import { nextTask } from '../next-task';
import { loadEchoConnector } from './echo-connection';
import type { RealtimeHub } from './realtime-hub';
import { RealtimeSession, type Schedule } from './realtime-session';
import type { RealtimeConnector, RealtimeError } from './realtime-types';

// The realtime code the provider loads after the first paint: the contract's schemas, the session
// and (unless a test gives its own connector) Laravel Echo with pusher-js.

type Parser<Output> = (payload: unknown) => Output | null;

function parserOf<Schema extends z.ZodType>(schema: Schema): Parser<z.output<Schema>> {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  };
}

// One parser per event, so each name keeps its own payload type.
const parsers: { [Name in RealtimeEventName]: Parser<RealtimeEventPayload<Name>> } = {
  MessageSent: parserOf(realtimeEventSchemas.MessageSent),
  BetPlaced: parserOf(realtimeEventSchemas.BetPlaced),
  MissionAssigned: parserOf(realtimeEventSchemas.MissionAssigned),
  NotificationSent: parserOf(realtimeEventSchemas.NotificationSent),
  PaymentApproved: parserOf(realtimeEventSchemas.PaymentApproved),
  BalanceUpdated: parserOf(realtimeEventSchemas.BalanceUpdated),
  NotifyNewUserBox: parserOf(realtimeEventSchemas.NotifyNewUserBox),
};

/** `payload` parsed with the contract's schema of `event`, or null when it does not match. */
export function parseRealtimeEvent<Name extends RealtimeEventName>(
  event: Name,
  payload: unknown,
): RealtimeEventPayload<Name> | null {
  return parsers[event](payload);
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
  // Three tasks on a phone's busy main thread rather than one long one: this module's schemas were
  // evaluated in the last, then the client library, then the session and its connection.
  await nextTask();
  const connect =
    options.connect ??
    (await loadEchoConnector({ settings: options.settings, client: options.client }));
  await nextTask();
  return new RealtimeSession({
    casinoId: options.casinoId,
    connect,
    schedule: options.schedule,
    onEvent(role, event, payload) {
      if (!hub.hasListeners(role, event)) return;
      const parsed = parseRealtimeEvent(event, payload);
      // An event the contract does not describe is dropped: outside data is never trusted.
      if (parsed === null) onError({ kind: 'invalid-event', channel: role, event });
      else hub.deliver(role, event, parsed);
    },
    onReconnected: () => hub.reconnected(),
    // A member whose info does not parse is still online, shown without a name or an avatar. A
    // guest (with the chat open) is on the channel to read it, not an online player: a guest alone
    // there reads 0. No members at all: the socket closed (a joined channel lists its own member).
    onPresence: (members) =>
      hub.presenceChanged(
        members.length === 0
          ? null
          : members
              .filter(({ id }) => !isGuestMemberId(id))
              .map(({ id, info }) => {
                const parsed = presenceMemberInfoSchema.safeParse(info);
                return parsed.success
                  ? { id, name: parsed.data.name, avatar: parsed.data.avatar }
                  : { id, name: null, avatar: null };
              }),
      ),
    onStateChange: (state) => hub.connectionChanged(state),
    onError,
  });
}

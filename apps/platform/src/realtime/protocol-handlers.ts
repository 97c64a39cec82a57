import type { ChannelRegistry } from './channel-registry.ts';
import {
  channelEventFrame,
  channelKind,
  channelNameProblem,
  type ClientFrame,
  errorFrame,
  isClientEvent,
  MAX_NAME_LENGTH,
  memberAddedFrame,
  memberRemovedFrame,
  parsePresenceMember,
  parseSignedInUserId,
  parseSignin,
  parseSubscribe,
  parseUnsubscribe,
  PONG_FRAME,
  type PresenceMember,
  PusherCode,
  type PusherErrorCode,
  serverToUserId,
  type SubscribeRequest,
  subscriptionErrorFrame,
  subscriptionSucceededFrame,
  signinSuccessFrame,
} from './protocol-frames.ts';
import { type RealtimeSocket, sendFrame, sendToAll } from './realtime-socket.ts';
import { verifyChannelAuth, verifyUserAuth } from './signatures.ts';

export interface ProtocolContext {
  registry: ChannelRegistry<RealtimeSocket>;
  /** Milliseconds: the client-event rate window. */
  now: () => number;
  clientEventsPerSecond: number;
  /** While shutting down, nobody is told that members leave: everyone is leaving. */
  isClosing: () => boolean;
}

/** The protocol's answer to one parsed client frame. Frames to other sockets go out from here too. */
export function handleClientFrame(
  context: ProtocolContext,
  socket: RealtimeSocket,
  frame: ClientFrame,
): void {
  switch (frame.event) {
    case 'pusher:ping':
      return sendFrame(socket, PONG_FRAME);
    case 'pusher:pong':
      return; // Being heard is all a pong is for; the caller noted it.
    case 'pusher:subscribe': {
      const request = parseSubscribe(frame.data);
      if (!request.ok) return refuse(socket, PusherCode.invalidMessage, request.problem);
      return subscribe(context, socket, request.value);
    }
    case 'pusher:unsubscribe': {
      const channel = parseUnsubscribe(frame.data);
      if (!channel.ok) return refuse(socket, PusherCode.invalidMessage, channel.problem);
      return leaveChannel(context, socket, channel.value);
    }
    case 'pusher:signin':
      return signin(socket, frame.data);
  }
  if (isClientEvent(frame.event)) return clientEvent(context, socket, frame);
  refuse(
    socket,
    PusherCode.invalidMessage,
    `Unknown event ${frame.event.slice(0, MAX_NAME_LENGTH)}.`,
  );
}

/** Every subscription ends when the socket does. */
export function leaveAllChannels(context: ProtocolContext, socket: RealtimeSocket): void {
  for (const channel of [...socket.channels.keys()]) leaveChannel(context, socket, channel);
}

function refuse(
  socket: RealtimeSocket,
  code: PusherErrorCode,
  message: string,
  channel?: string,
): void {
  sendFrame(socket, errorFrame(code, message, channel));
}

/** Whether a socket may join: with the presence member it joins as, or the frame refusing it. */
function admission(
  socket: RealtimeSocket,
  { channel, auth, channelData }: SubscribeRequest,
): { ok: true; member?: PresenceMember } | { ok: false; refusal: string } {
  const problem = channelNameProblem(channel);
  if (problem !== null) {
    return { ok: false, refusal: errorFrame(PusherCode.unauthorized, problem, channel) };
  }
  const invalidSignature = () =>
    subscriptionErrorFrame(channel, {
      type: 'AuthError',
      error: 'Invalid signature.',
      status: 401,
    });
  switch (channelKind(channel)) {
    case 'public':
      return { ok: true };
    case 'encrypted': {
      const error = 'Encrypted channels are not supported by this server.';
      const refusal = subscriptionErrorFrame(channel, {
        type: 'UnsupportedChannel',
        error,
        status: 400,
      });
      return { ok: false, refusal };
    }
    case 'server-to-user':
      return socket.userId !== undefined && serverToUserId(channel) === socket.userId
        ? { ok: true }
        : {
            ok: false,
            refusal: errorFrame(PusherCode.unauthorized, 'Sign in as this user first.', channel),
          };
    case 'private':
      return auth !== undefined && verifyChannelAuth(socket.app, auth, socket.id, channel)
        ? { ok: true }
        : { ok: false, refusal: invalidSignature() };
    case 'presence': {
      if (
        auth === undefined ||
        channelData === undefined ||
        !verifyChannelAuth(socket.app, auth, socket.id, channel, channelData)
      ) {
        return { ok: false, refusal: invalidSignature() };
      }
      const member = parsePresenceMember(channelData);
      if (!member.ok) {
        const error = { type: 'InvalidChannelData' as const, error: member.problem, status: 400 };
        return { ok: false, refusal: subscriptionErrorFrame(channel, error) };
      }
      return { ok: true, member: member.value };
    }
  }
}

function subscribe(context: ProtocolContext, socket: RealtimeSocket, request: SubscribeRequest) {
  const admitted = admission(socket, request);
  if (!admitted.ok) return sendFrame(socket, admitted.refusal);
  const { channel } = request;
  const { member } = admitted;
  const { app } = socket;
  // Subscribing twice is answered again; joining a presence channel as another user moves over.
  if (socket.channels.has(channel) && socket.channels.get(channel) !== member?.id) {
    leaveChannel(context, socket, channel);
  }
  if (!socket.channels.has(channel)) {
    socket.channels.set(channel, member?.id);
    const newMember = context.registry.add(app.id, channel, socket, member);
    if (member !== undefined && newMember) {
      const subscribers = context.registry.subscribers(app.id, channel);
      sendToAll(subscribers, memberAddedFrame(channel, member.id, member.info), socket);
    }
  }
  const presence = member === undefined ? undefined : context.registry.presence(app.id, channel);
  sendFrame(socket, subscriptionSucceededFrame(channel, presence));
}

function leaveChannel(context: ProtocolContext, socket: RealtimeSocket, channel: string): void {
  if (!socket.channels.has(channel)) return;
  const memberId = socket.channels.get(channel);
  socket.channels.delete(channel);
  const memberGone = context.registry.remove(socket.app.id, channel, socket, memberId);
  if (memberGone && memberId !== undefined && !context.isClosing()) {
    const subscribers = context.registry.subscribers(socket.app.id, channel);
    sendToAll(subscribers, memberRemovedFrame(channel, memberId));
  }
}

/** A failed sign-in is a 4009 pusher:error (the protocol) and closes the connection (as Soketi). */
function signin(socket: RealtimeSocket, data: unknown): void {
  const unauthorized = (message: string) => {
    refuse(socket, PusherCode.unauthorized, message);
    socket.ws.close(PusherCode.unauthorized, message);
  };
  const request = parseSignin(data);
  if (!request.ok) return unauthorized(request.problem);
  const { auth, userData } = request.value;
  if (!verifyUserAuth(socket.app, auth, socket.id, userData)) {
    return unauthorized('Invalid signature.');
  }
  const userId = parseSignedInUserId(userData);
  if (!userId.ok) return unauthorized(userId.problem);
  if (socket.userId !== undefined && socket.userId !== userId.value) {
    return unauthorized('This connection is signed in as another user.');
  }
  socket.userId = userId.value;
  sendFrame(socket, signinSuccessFrame(userData));
}

/** Client events: only on private and presence channels the socket joined, never echoed. */
function clientEvent(context: ProtocolContext, socket: RealtimeSocket, frame: ClientFrame): void {
  const { channel, event } = frame;
  if (event.length > MAX_NAME_LENGTH) {
    return refuse(socket, PusherCode.invalidMessage, 'An event name has at most 200 characters.');
  }
  const kind = channel === undefined ? undefined : channelKind(channel);
  if (channel === undefined || !socket.channels.has(channel)) {
    return refuse(
      socket,
      PusherCode.unauthorized,
      'Client events go to a channel this connection subscribed to.',
      channel,
    );
  }
  if (kind !== 'private' && kind !== 'presence') {
    return refuse(
      socket,
      PusherCode.unauthorized,
      'Client events are only accepted on private and presence channels.',
      channel,
    );
  }
  const now = context.now();
  if (now - socket.clientEventWindowStart >= 1000) {
    socket.clientEventWindowStart = now;
    socket.clientEventCount = 0;
  }
  socket.clientEventCount += 1;
  if (socket.clientEventCount > context.clientEventsPerSecond) {
    return refuse(
      socket,
      PusherCode.clientEventRateLimited,
      `At most ${context.clientEventsPerSecond} client events a second.`,
      channel,
    );
  }
  const userId = kind === 'presence' ? socket.channels.get(channel) : undefined;
  const subscribers = context.registry.subscribers(socket.app.id, channel);
  sendToAll(subscribers, channelEventFrame(event, channel, frame.data, userId), socket);
}

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { quietRequestLogs } from '../http/request-log.ts';
import { channelKind, channelNameProblem, MAX_NAME_LENGTH } from './protocol-frames.ts';
import type { RealtimeApp, RealtimeAppDirectory } from './realtime-apps.ts';
import type { RealtimeServer } from './realtime-server.ts';
import { verifyApiRequest } from './signatures.ts';

export interface RealtimeHttpApiOptions {
  server: RealtimeServer;
  apps: RealtimeAppDirectory;
  /** Milliseconds clock for the auth_timestamp window. */
  now?: () => number;
}

// Pusher's HTTP API limits (library_auth_reference/rest-api): 10 KB of data per event, 100
// channels per event, 10 events per batch, names of at most 200 characters.
const MAX_DATA_BYTES = 10_240;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;
/** Ten full events and their envelope fit; the body is read as text for body_md5. */
const BODY_LIMIT = 256 * 1024;

const channelName = z.string().refine((name) => channelNameProblem(name) === null, {
  message: 'Invalid channel name.',
});
const eventFields = {
  name: z.string().min(1).max(MAX_NAME_LENGTH),
  data: z.string(),
  socket_id: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
  info: z.string().optional(),
};
const eventSchema = z
  .object({
    ...eventFields,
    channel: channelName.optional(),
    channels: z.array(channelName).min(1).max(MAX_CHANNELS).optional(),
  })
  .refine((event) => (event.channel === undefined) !== (event.channels === undefined), {
    message: 'Give either channel or channels.',
  });
const batchSchema = z.object({
  batch: z.array(z.object({ ...eventFields, channel: channelName })).max(MAX_BATCH),
});

type Verdict<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error });

function queryOf(request: FastifyRequest): Record<string, unknown> {
  const { query } = request;
  return typeof query === 'object' && query !== null
    ? Object.fromEntries(Object.entries(query))
    : {};
}

/** The info attributes a request asks for: `info=subscription_count,user_count`. */
function infoAttributes(info: unknown): Set<string> {
  return new Set(typeof info === 'string' ? info.split(',').filter(Boolean) : []);
}

function parseBody<T>(body: unknown, schema: z.ZodType<T>): Verdict<T> {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : '');
  } catch {
    return { ok: false, status: 400, error: 'The body is not JSON.' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    return { ok: false, status: 400, error: `${where} ${issue?.message ?? 'is invalid'}`.trim() };
  }
  return { ok: true, value: parsed.data };
}

const tooLarge = (data: string) => Buffer.byteLength(data, 'utf8') > MAX_DATA_BYTES;

/**
 * Pusher's HTTP API over the realtime server, so that the official `pusher` SDK (and Laravel's
 * broadcaster) publish and query unchanged. Every request is signed over its raw body.
 */
export const realtimeHttpApi: FastifyPluginAsync<RealtimeHttpApiOptions> = async (
  api,
  { server, apps, now = Date.now },
) => {
  // The platform's own SDK posts here for every event it publishes: request lines at debug.
  quietRequestLogs(api);
  // Scoped to this plugin: the body stays text until its body_md5 and signature are checked.
  if (api.hasContentTypeParser('application/json')) api.removeContentTypeParser('application/json');
  api.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  async function authenticate(
    request: FastifyRequest,
    appId: string,
  ): Promise<Verdict<RealtimeApp>> {
    const app = await apps.byId(appId);
    if (app === undefined) return { ok: false, status: 404, error: `Unknown app ${appId}.` };
    const verdict = verifyApiRequest({
      app,
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      query: queryOf(request),
      rawBody: typeof request.body === 'string' ? request.body : '',
      now: now(),
    });
    return verdict.ok ? { ok: true, value: app } : { ...verdict, error: verdict.message };
  }

  /** What `info` asked about a channel, in Pusher's snake_case. */
  function channelAttributes(appId: string, channel: string, attributes: Set<string>) {
    const { subscriptionCount, userCount } = server.channel(appId, channel);
    return {
      ...(attributes.has('subscription_count') ? { subscription_count: subscriptionCount } : {}),
      ...(attributes.has('user_count') && userCount !== undefined ? { user_count: userCount } : {}),
    };
  }

  api.post<{ Params: { appId: string } }>('/apps/:appId/events', async (request, reply) => {
    const app = await authenticate(request, request.params.appId);
    if (!app.ok) return refuse(reply, app.status, app.error);
    const event = parseBody(request.body, eventSchema);
    if (!event.ok) return refuse(reply, event.status, event.error);
    const { name, data, channel, channels = [], socket_id: exceptSocketId, info } = event.value;
    if (tooLarge(data))
      return refuse(reply, 413, `Event data is limited to ${MAX_DATA_BYTES} bytes.`);
    const targets = channel === undefined ? channels : [channel];
    server.publish(app.value.id, targets, name, data, exceptSocketId);
    const attributes = infoAttributes(info);
    if (attributes.size === 0) return {};
    return {
      channels: Object.fromEntries(
        targets.map((target) => [target, channelAttributes(app.value.id, target, attributes)]),
      ),
    };
  });

  api.post<{ Params: { appId: string } }>('/apps/:appId/batch_events', async (request, reply) => {
    const app = await authenticate(request, request.params.appId);
    if (!app.ok) return refuse(reply, app.status, app.error);
    const body = parseBody(request.body, batchSchema);
    if (!body.ok) return refuse(reply, body.status, body.error);
    const { batch } = body.value;
    if (batch.some(({ data }) => tooLarge(data))) {
      return refuse(reply, 413, `Event data is limited to ${MAX_DATA_BYTES} bytes.`);
    }
    for (const { channel, name, data, socket_id: exceptSocketId } of batch) {
      server.publish(app.value.id, [channel], name, data, exceptSocketId);
    }
    if (batch.every(({ info }) => infoAttributes(info).size === 0)) return {};
    return {
      batch: batch.map(({ channel, info }) =>
        channelAttributes(app.value.id, channel, infoAttributes(info)),
      ),
    };
  });

  api.get<{ Params: { appId: string } }>('/apps/:appId/channels', async (request, reply) => {
    const app = await authenticate(request, request.params.appId);
    if (!app.ok) return refuse(reply, app.status, app.error);
    const { filter_by_prefix: prefix, info } = queryOf(request);
    const filter = typeof prefix === 'string' ? prefix : '';
    const attributes = infoAttributes(info);
    if (attributes.has('user_count') && !filter.startsWith('presence-')) {
      return refuse(reply, 400, 'user_count is only known for presence channels.');
    }
    const channels = server.channels(app.value.id, { prefix: filter });
    return {
      channels: Object.fromEntries(
        channels.map(({ name, subscriptionCount, userCount }) => [
          name,
          {
            ...(attributes.has('subscription_count')
              ? { subscription_count: subscriptionCount }
              : {}),
            ...(attributes.has('user_count') ? { user_count: userCount ?? 0 } : {}),
          },
        ]),
      ),
    };
  });

  api.get<{ Params: { appId: string; channelName: string } }>(
    '/apps/:appId/channels/:channelName',
    async (request, reply) => {
      const app = await authenticate(request, request.params.appId);
      if (!app.ok) return refuse(reply, app.status, app.error);
      const { channelName: name } = request.params;
      const problem = channelNameProblem(name);
      if (problem !== null) return refuse(reply, 400, problem);
      const presence = channelKind(name) === 'presence';
      if (infoAttributes(queryOf(request).info).has('user_count') && !presence) {
        return refuse(reply, 400, 'user_count is only known for presence channels.');
      }
      const { occupied, subscriptionCount, userCount } = server.channel(app.value.id, name);
      return {
        occupied,
        subscription_count: subscriptionCount,
        ...(userCount === undefined ? {} : { user_count: userCount }),
      };
    },
  );

  api.get<{ Params: { appId: string; channelName: string } }>(
    '/apps/:appId/channels/:channelName/users',
    async (request, reply) => {
      const app = await authenticate(request, request.params.appId);
      if (!app.ok) return refuse(reply, app.status, app.error);
      const { channelName: name } = request.params;
      if (channelNameProblem(name) !== null || channelKind(name) !== 'presence') {
        return refuse(reply, 400, 'Users are only known for presence channels.');
      }
      return { users: server.users(app.value.id, name) };
    },
  );
};

import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';

// Routes that machines call many times a minute (the realtime publish API: the `pusher` SDK posts
// every bet of the feed) would bury the log under two info lines each. Their request lines go to
// debug; a refusal or an error is still logged where every other route's is.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's "incoming request" and "request completed" lines are debug, not info. */
    quietRequestLog?: boolean;
  }
}

function isQuiet(request: FastifyRequest): boolean {
  return request.routeOptions.config.quietRequestLog === true;
}

export class QuietRoutesLogController extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!isQuiet(request)) return super.incomingRequest(request, reply, metadata);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 400 || !isQuiet(request)) {
      return super.requestCompleted(error, request, reply, metadata);
    }
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** Marks every route registered after it in this plugin as quiet (see above). */
export function quietRequestLogs(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, quietRequestLog: true };
  });
}

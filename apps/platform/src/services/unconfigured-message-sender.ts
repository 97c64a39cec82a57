import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender } from './tenant-services.ts';

/** Outside demo mode with no provider: the message is dropped, and the log says so (never its text). */
export function unconfiguredSender(log: FastifyBaseLogger): MessageSender {
  return {
    async send(message) {
      log.warn(
        { channel: message.channel, tenantId: message.tenantId },
        'no e-mail/SMS provider configured: message not delivered',
      );
    },
  };
}

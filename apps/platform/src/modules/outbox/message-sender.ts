import type { FastifyBaseLogger } from 'fastify';
import type { CodeChannel } from '@vitrine/contract/accounts.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

export interface OutgoingMessage {
  tenantId: number;
  channel: CodeChannel;
  to: string;
  subject: string;
  body: string;
  /** The code the message carries, so the demo outbox can show it on its own. */
  code: string | null;
}

/** Delivers e-mail and SMS. An operator plugs in their provider; the demo keeps an outbox. */
export interface MessageSender {
  send(message: OutgoingMessage, now: Date): Promise<void>;
}

/** Demo mode: every message lands in the outbox table, readable at `GET /demo/outbox`. */
export function outboxSender(db: Database): MessageSender {
  return {
    async send(message, now) {
      await db.insert(outboxMessages).values({
        tenantId: message.tenantId,
        channel: message.channel,
        destination: message.to,
        subject: message.subject,
        body: message.body,
        code: message.code,
        createdAt: now,
      });
    },
  };
}

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

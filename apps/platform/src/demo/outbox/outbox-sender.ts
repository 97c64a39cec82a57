import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/users.ts';
import type { MessageSender } from '../../services/tenant-services.ts';

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

// Helpers for the notification and chat tests: the demo console's calls, and signed-in players.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  type DemoConsoleNotification,
  demoConsoleNotificationSentSchema,
  notificationsResponseSchema,
} from '@vitrine/contract/notifications.ts';
import { api } from './accounts.ts';
import { jsonBody } from './test-platform.ts';

/** The console sends a notification (to `player`'s e-mail, or to everyone without one). */
export async function consoleNotify(
  app: FastifyInstance,
  tenant: string,
  notification: Partial<DemoConsoleNotification> = {},
) {
  const response = await api(app, tenant).post('/demo/console/notifications', {
    name: 'Promoção',
    message: 'Giros grátis hoje.',
    ...notification,
  });
  expect(response.statusCode, response.body).toBe(201);
  return demoConsoleNotificationSentSchema.parse(jsonBody(response));
}

/** `GET /notifications` of a player, parsed. */
export async function notificationsOf(
  app: FastifyInstance,
  tenant: string,
  token: string,
  query = '',
) {
  const response = await api(app, tenant).get(`/notifications${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return notificationsResponseSchema.parse(jsonBody(response));
}

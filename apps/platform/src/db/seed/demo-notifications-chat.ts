import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../client.ts';
import { chatMessages } from '../schema/chat.ts';
import { notifications } from '../schema/notifications.ts';
import { users } from '../schema/users.ts';
import { ensureVapidKeys } from '../../modules/notifications/web-push-keys-service.ts';

// The demo's notifications and chat (docs/design/notifications-chat.md): each brand gets its VAPID
// keys, a few notifications (global, and Ana's and Bruno's own) and a chat that has already
// started, with the operator's rules pinned on top. Only what a brand lacks is added.

const HOUR = 60 * 60 * 1000;
const ago = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR);

async function demoPlayers(db: Database, tenantId: number) {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(users.email, ['ana@vitrine.test', 'bruno@vitrine.test']),
      ),
    );
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? null;
  return { ana: idOf('ana@vitrine.test'), bruno: idOf('bruno@vitrine.test') };
}

async function seedNotifications(db: Database, tenantId: number, now: Date) {
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const { ana, bruno } = await demoPlayers(db, tenantId);
  const global = (name: string, message: string, hours: number) => ({
    tenantId,
    userId: null,
    type: 'platform' as const,
    name,
    message,
    createdAt: ago(now, hours),
  });
  const rows = [
    global(
      'Bem-vindo à nova plataforma!',
      'Agora você recebe avisos aqui, no sino, e também no celular com as notificações push.',
      72,
    ),
    global(
      'Jogue com responsabilidade',
      'Defina limites e, se precisar, use a autoexclusão no seu perfil. Apostas são proibidas para menores de 18 anos.',
      48,
    ),
    global(
      'Manutenção programada',
      'Alguns jogos ficarão indisponíveis hoje às 3h por 15 minutos.',
      6,
    ),
  ];
  const personal = (
    userId: number | null,
    type: 'personal' | 'chat',
    name: string,
    message: string,
    hours: number,
  ) =>
    userId === null ? [] : [{ tenantId, userId, type, name, message, createdAt: ago(now, hours) }];
  await db
    .insert(notifications)
    .values([
      ...rows,
      ...personal(
        ana,
        'personal',
        'Depósito confirmado',
        'Seu depósito via PIX foi creditado. Boa sorte!',
        24,
      ),
      ...personal(
        ana,
        'chat',
        'O chat está aberto',
        'Converse com outros jogadores no chat global.',
        2,
      ),
      ...personal(
        bruno,
        'personal',
        'Autoexclusão ativa',
        'Sua conta está em autoexclusão. Estamos aqui se precisar.',
        12,
      ),
    ]);
}

async function seedChat(db: Database, tenantId: number, now: Date) {
  const [existing] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const { ana, bruno } = await demoPlayers(db, tenantId);
  const player = (userId: number | null, text: string, minutes: number, extra = {}) =>
    userId === null
      ? []
      : [
          {
            tenantId,
            userId,
            type: 'normal' as const,
            text,
            createdAt: new Date(now.getTime() - minutes * 60_000),
            ...extra,
          },
        ];
  await db.insert(chatMessages).values([
    {
      tenantId,
      userId: null,
      type: 'global',
      text: 'Bem-vindos ao chat! Seja respeitoso, não compartilhe dados pessoais e jogue com responsabilidade.',
      createdAt: ago(now, 30),
      // The rules stay on top for the demo's first month.
      pinnedUntil: new Date(now.getTime() + 30 * 24 * HOUR),
    },
    ...player(ana, 'Boa noite, pessoal! Alguém jogando Tigre da Sorte hoje?', 50),
    ...player(bruno, 'Eu! Acabei de pegar uma rodada grátis 🎉', 45),
    ...player(ana, 'Dica de jogo responsável pra quem chegou agora:', 30, {
      attachments: [
        {
          attachment_type: 'link',
          attachment_url:
            'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
        },
      ],
    }),
  ]);
}

/** Web push keys, notifications and chat messages of one demo brand, where it has none. */
export async function seedDemoNotificationsAndChat(db: Database, tenantId: number, now: Date) {
  await ensureVapidKeys(db, tenantId, () => webpush.generateVAPIDKeys());
  await seedNotifications(db, tenantId, now);
  await seedChat(db, tenantId, now);
}

import { desc, eq } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_NAME_MAX,
} from '@vitrine/contract/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { escapeHtml } from '../../http/html-page.ts';
import { formatDateTime } from '../../http/messages.ts';
import type { ConsoleSection } from './console-page.ts';

// The console's notifications: a form that sends one to a player or to everyone, and the last
// ones sent. Every text is escaped: the operator's own text is shown as text here too.

const TEXT = {
  'pt-BR': {
    title: 'Notificações',
    player: 'Jogador (e-mail ou telefone; vazio envia a todos)',
    type: 'Tipo (só para um jogador)',
    personal: 'Pessoal',
    chat: 'Chat (abre o chat ao clicar)',
    name: 'Título',
    message: 'Mensagem',
    img: 'Imagem (endereço https, opcional)',
    userBox: 'Caixa do jogador (nº, opcional)',
    send: 'Enviar notificação',
    recent: 'Últimas enviadas',
    empty: 'Nenhuma notificação ainda.',
    id: 'Nº',
    to: 'Para',
    everyone: 'Todos',
    playerNo: 'Jogador',
    sent: 'Enviada em',
  },
  en: {
    title: 'Notifications',
    player: 'Player (e-mail or phone; empty sends to everyone)',
    type: 'Type (one player only)',
    personal: 'Personal',
    chat: 'Chat (opens the chat on click)',
    name: 'Title',
    message: 'Message',
    img: 'Image (https address, optional)',
    userBox: "Player's box (no., optional)",
    send: 'Send notification',
    recent: 'Last sent',
    empty: 'No notifications yet.',
    id: 'No.',
    to: 'To',
    everyone: 'Everyone',
    playerNo: 'Player',
    sent: 'Sent',
  },
} as const;

const RECENT = 10;

/** The console section: the send form and the tenant's last notifications. */
export async function notificationsConsoleSection(
  db: Database,
  tenantId: number,
  lang: Locale,
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      name: notifications.name,
      createdAt: notifications.createdAt,
      userId: notifications.userId,
    })
    .from(notifications)
    .where(eq(notifications.tenantId, tenantId))
    .orderBy(desc(notifications.id))
    .limit(RECENT);
  const field = (name: string, label: string, control: string) =>
    `<p><label for="notification-${name}">${escapeHtml(label)}</label><br>${control}</p>`;
  const form = `<form data-post="console/notifications">
${field('player', text.player, '<input id="notification-player" name="player" autocomplete="off" size="40">')}
${field('type', text.type, `<select id="notification-type" name="type"><option value="personal">${escapeHtml(text.personal)}</option><option value="chat">${escapeHtml(text.chat)}</option></select>`)}
${field('name', text.name, `<input id="notification-name" name="name" required maxlength="${NOTIFICATION_NAME_MAX}" size="40">`)}
${field('message', text.message, `<textarea id="notification-message" name="message" required maxlength="${NOTIFICATION_MESSAGE_MAX}" rows="3" cols="50"></textarea>`)}
${field('img', text.img, '<input id="notification-img" name="img" type="url" size="40">')}
${field('user_box', text.userBox, '<input id="notification-user_box" name="user_box" inputmode="numeric" size="8">')}
<button type="submit">${escapeHtml(text.send)}</button>
</form>`;
  const table =
    rows.length === 0
      ? `<p>${escapeHtml(text.empty)}</p>`
      : `<h3>${escapeHtml(text.recent)}</h3>
<table>
<thead><tr><th scope="col">${text.id}</th><th scope="col">${text.to}</th><th scope="col">${text.name}</th><th scope="col">${text.sent}</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td>${row.id}</td><td>${escapeHtml(row.userId === null ? text.everyone : `${text.playerNo} #${row.userId}`)}</td><td>${escapeHtml(row.name)}</td><td>${escapeHtml(formatDateTime(row.createdAt, lang))}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  return { id: 'notifications', title: text.title, html: form + table };
}

import { CHAT_TEXT_MAX } from '@vitrine/contract/chat.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../http/html-page.ts';
import { formatDateTime } from '../../http/messages.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { type ConsoleSection, postButton } from './console-page.ts';
import { chatPresenter, mutedAmong, recentMessages } from '../../modules/chat/chat-service.ts';

// The console's chat: the operator's message to everyone, and the last messages with their
// moderation — pin for a while or unpin, mute the author for a while or let them write again.
// Players' texts are escaped: whatever they wrote is shown as text.

const TEXT = {
  'pt-BR': {
    title: 'Chat',
    text: 'Mensagem do operador a todos',
    send: 'Enviar ao chat',
    empty: 'Nenhuma mensagem ainda.',
    id: 'Nº',
    author: 'Autor',
    message: 'Mensagem',
    sent: 'Enviada em',
    state: 'Estado',
    actions: 'Moderação',
    operator: 'Operador',
    hidden: 'Nome oculto',
    pinnedUntil: 'Fixada até {date}',
    mutedUntil: 'Autor silenciado até {date}',
    pin1h: 'Fixar 1 h',
    pin24h: 'Fixar 24 h',
    unpin: 'Desafixar',
    mute10: 'Silenciar 10 min',
    mute24h: 'Silenciar 24 h',
    unmute: 'Liberar autor',
  },
  en: {
    title: 'Chat',
    text: "The operator's message to everyone",
    send: 'Send to the chat',
    empty: 'No messages yet.',
    id: 'No.',
    author: 'Author',
    message: 'Message',
    sent: 'Sent',
    state: 'State',
    actions: 'Moderation',
    operator: 'Operator',
    hidden: 'Name hidden',
    pinnedUntil: 'Pinned until {date}',
    mutedUntil: 'Author muted until {date}',
    pin1h: 'Pin 1 h',
    pin24h: 'Pin 24 h',
    unpin: 'Unpin',
    mute10: 'Mute 10 min',
    mute24h: 'Mute 24 h',
    unmute: 'Let write again',
  },
} as const;

const RECENT = 20;

/** The console section: the operator's message form and the last messages with moderation. */
export async function chatConsoleSection(
  db: Database,
  tenant: Tenant,
  { lang, publicUrl, now }: { lang: Locale; publicUrl: string; now: Date },
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const rows = await recentMessages(db, tenant.id, RECENT, now);
  const present = await chatPresenter(db, tenant, publicUrl, now);
  const authors = rows.flatMap(({ author }) => (author ? [author.id] : []));
  const muted = await mutedAmong(db, tenant.id, authors, now);
  const date = (value: string | Date) =>
    escapeHtml(formatDateTime(typeof value === 'string' ? new Date(value) : value, lang));

  const line = ({ row, author }: (typeof rows)[number]) => {
    const message = present(row, author);
    const mutedUntil = author ? muted.get(author.id) : undefined;
    const state = [
      message.pinned_until ? text.pinnedUntil.replace('{date}', date(message.pinned_until)) : '',
      mutedUntil ? text.mutedUntil.replace('{date}', date(mutedUntil)) : '',
    ]
      .filter(Boolean)
      .join('<br>');
    const pin = (label: string, minutes: number) =>
      postButton({ label, url: `console/chat/messages/${message.id}/pin`, body: { minutes } });
    const mute = (label: string, minutes: number, danger = true) =>
      author
        ? postButton({
            label,
            url: `console/chat/players/${author.id}/mute`,
            body: { minutes },
            danger,
          })
        : '';
    const name = author ? `#${author.id} ${message.user?.name ?? text.hidden}` : text.operator;
    return `<tr>
<td>${message.id}</td>
<td>${escapeHtml(name)}</td>
<td>${escapeHtml(message.text)}</td>
<td>${date(message.time)}</td>
<td>${state}</td>
<td><div class="actions">${message.pinned_until ? pin(text.unpin, 0) : `${pin(text.pin1h, 60)}${pin(text.pin24h, 1440)}`}${mutedUntil ? mute(text.unmute, 0, false) : `${mute(text.mute10, 10)}${mute(text.mute24h, 1440)}`}</div></td>
</tr>`;
  };

  const form = `<form data-post="console/chat/messages">
<p><label for="chat-text">${escapeHtml(text.text)}</label><br><textarea id="chat-text" name="text" required maxlength="${CHAT_TEXT_MAX}" rows="2" cols="50"></textarea></p>
<button type="submit">${escapeHtml(text.send)}</button>
</form>`;
  const table =
    rows.length === 0
      ? `<p>${escapeHtml(text.empty)}</p>`
      : `<table>
<thead><tr><th scope="col">${text.id}</th><th scope="col">${text.author}</th><th scope="col">${text.message}</th><th scope="col">${text.sent}</th><th scope="col">${text.state}</th><th scope="col">${text.actions}</th></tr></thead>
<tbody>
${[...rows].reverse().map(line).join('\n')}
</tbody>
</table>`;
  return { id: 'chat', title: text.title, html: form + table };
}

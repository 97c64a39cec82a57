import type { ChatMessage } from '@vitrine/contract/chat.ts';
import type { FakeHandlers } from '../platform';
import { invalid, unauthenticated } from '../reply';
import { holdsBearer } from './session';

/** A chat message as the platform answers it: a player's (Ana S., VIP tier 2) unless overridden. */
export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    type: 'normal',
    text: 'Boa sorte a todos!',
    time: new Date().toISOString(),
    user: { id: 1, name: 'Ana S.', avatar: null },
    mission: null,
    colorClass: 'emerald',
    emoji: '🍀',
    pinned_until: null,
    attachments: [],
    ...overrides,
  };
}

export const chatHandlers: FakeHandlers = {
  // The last `limit` (50), any older pinned one before them; amountBet null for a guest.
  'GET /chat/messages': (call, db) => {
    const limit = Number(call.query.get('limit') ?? 50);
    const last = db.chatMessages.slice(-limit);
    const now = Date.now();
    const olderPinned = db.chatMessages
      .slice(0, -limit || undefined)
      .filter((message) => message.pinned_until && Date.parse(message.pinned_until) > now);
    return {
      messages: db.chatMessages.length > limit ? [...olderPinned, ...last] : last,
      amountBet: holdsBearer(call) ? db.chatAmountBet : null,
      minAmountBet: db.chatMinAmountBet,
      muted_until: null,
    };
  },
  'POST /chat/messages': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const text = call.body.text ?? '';
    if (text.length > 500)
      return invalid({ text: 'A mensagem pode ter no máximo 500 caracteres.' });
    const message = makeChatMessage({
      id: Math.max(0, ...db.chatMessages.map((existing) => existing.id)) + 1,
      text,
      user: { id: db.player.id, name: `${db.player.first_name} S.`, avatar: null },
      attachments: call.body.attachments ?? [],
    });
    db.chatMessages.push(message);
    return { message };
  },
};

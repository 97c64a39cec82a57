import { describe, expect, it } from 'vitest';
import {
  CHAT_TEXT_MAX,
  type ChatMessage,
  type ChatMessagesResponse,
} from '@vitrine/contract/chat.ts';
import { makeChatMessage } from '~/test/fake-platform/handlers/chat';
import { CHAT_TEXT_LIMIT } from '../components/chat-composer';
import { chatAttachmentAddress } from './chat-attachment';
import {
  CHAT_KEPT_MESSAGES,
  chatMessageLook,
  chatView,
  nextPinExpiry,
  receiveChatMessage,
} from './chat-list';

const NOW = Date.parse('2026-11-25T15:00:00-03:00');
const WORDS = { today: 'Hoje', yesterday: 'Ontem' };
const TZ = 'America/Sao_Paulo';
const list = (messages: ChatMessage[]): ChatMessagesResponse => ({
  messages,
  amountBet: null,
  minAmountBet: 0,
  muted_until: null,
});

describe('the chat list', () => {
  it('puts messages pinned now on top and labels each day: Hoje, Ontem, else DD/MM/YYYY', () => {
    const view = chatView(
      [
        makeChatMessage({
          id: 1,
          time: '2026-11-20T10:00:00-03:00',
          pinned_until: '2026-11-26T00:00:00Z',
        }),
        makeChatMessage({ id: 2, time: '2026-11-22T23:59:00-03:00' }),
        makeChatMessage({ id: 5, time: '2026-11-25T00:01:00-03:00' }),
        makeChatMessage({ id: 4, time: '2026-11-24T12:00:00-03:00' }),
        // A pin that has run out is an ordinary message again, at its own time.
        makeChatMessage({
          id: 3,
          time: '2026-11-24T11:00:00-03:00',
          pinned_until: '2026-11-25T17:00:00Z',
        }),
      ],
      NOW,
      WORDS,
      TZ,
    );
    expect(view.pinned.map((message) => message.id)).toEqual([1]);
    expect(view.rows.map((row) => (row.kind === 'date' ? row.label : row.message.id))).toEqual([
      '22/11/2026',
      2,
      'Ontem',
      3,
      4,
      'Hoje',
      5,
    ]);
  });

  it('styles pinned, the operator’s, mission and players’ messages apart', () => {
    expect(chatMessageLook(makeChatMessage({ pinned_until: '2026-11-26T00:00:00Z' }), NOW)).toBe(
      'pinned',
    );
    expect(chatMessageLook(makeChatMessage({ type: 'global', user: null }), NOW)).toBe('global');
    expect(chatMessageLook(makeChatMessage({ mission: { id: 1, name: 'Gire 10x' } }), NOW)).toBe(
      'mission',
    );
    expect(chatMessageLook(makeChatMessage(), NOW)).toBe('normal');
  });

  it('says when the next pin runs out', () => {
    const messages = [
      makeChatMessage({ id: 1, pinned_until: '2026-11-25T20:00:00Z' }),
      makeChatMessage({ id: 2, pinned_until: '2026-11-25T19:00:00Z' }),
      makeChatMessage({ id: 3, pinned_until: '2026-11-25T10:00:00Z' }),
    ];
    expect(nextPinExpiry(messages, NOW)).toBe(Date.parse('2026-11-25T19:00:00Z'));
    expect(nextPinExpiry([makeChatMessage()], NOW)).toBeNull();
  });

  it('appends a new message, replaces a known id, and keeps only the newest', () => {
    const start = list([makeChatMessage({ id: 1 })]);
    const appended = receiveChatMessage(start, makeChatMessage({ id: 2 }));
    expect(appended.messages.map((message) => message.id)).toEqual([1, 2]);
    const replaced = receiveChatMessage(appended, makeChatMessage({ id: 1, text: 'fixada' }));
    expect(replaced.messages.map((message) => message.text)).toEqual([
      'fixada',
      'Boa sorte a todos!',
    ]);
    expect(receiveChatMessage(replaced, replaced.messages[0]!)).toBe(replaced);

    let full = list([]);
    for (let id = 1; id <= CHAT_KEPT_MESSAGES + 5; id += 1) {
      full = receiveChatMessage(full, makeChatMessage({ id }));
    }
    expect(full.messages).toHaveLength(CHAT_KEPT_MESSAGES);
    expect(full.messages[0]?.id).toBe(6);
  });
});

describe('chat attachment addresses', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://example.com/x', 'http://example.com/x'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['blob:https://example.com/1', null],
    ['vbscript:msgbox', null],
    ['/relative/path.png', null],
    ['mailto:a@example.com', null],
    ['https://user:pass@example.com/', 'https://example.com/'],
  ])('%s → %s', (raw, expected) => {
    expect(chatAttachmentAddress(raw)).toBe(expected);
  });
});

it('holds the composer to the contract’s message length', () => {
  expect(CHAT_TEXT_LIMIT).toBe(CHAT_TEXT_MAX);
});

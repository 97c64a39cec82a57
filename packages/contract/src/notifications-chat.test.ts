import { describe, expect, it } from 'vitest';
import { chatAttachmentSchema, chatRefusalSchema, sendChatMessageRequestSchema } from './chat.ts';
import { pushSubscriptionRequestSchema } from './notifications.ts';
import { isWebAddress } from './web-address.ts';

describe('web addresses in chat and notifications', () => {
  it('takes http and https only', () => {
    for (const ok of ['https://cdn.casa.test/a.png', 'http://casa.test/x?y=1#z']) {
      expect(isWebAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://casa.test/1',
      'vbscript:msgbox',
      'https://user:secret@casa.test/',
      '//casa.test/a.png',
      '/a.png',
      'https://casa.test/\u0000',
      '',
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });

  it('refuses an attachment whose address is not http(s)', () => {
    const attachment = (attachment_url: string) =>
      chatAttachmentSchema.safeParse({ attachment_type: 'image', attachment_url }).success;
    expect(attachment('https://cdn.casa.test/a.png')).toBe(true);
    expect(attachment('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
  });
});

describe('sending a chat message', () => {
  it('needs some text or an attachment, and keeps the text exactly as written', () => {
    expect(sendChatMessageRequestSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(sendChatMessageRequestSchema.safeParse({}).success).toBe(false);
    expect(sendChatMessageRequestSchema.parse({ text: '  oi <b>  ' }).text).toBe('  oi <b>  ');
    expect(
      sendChatMessageRequestSchema.parse({
        attachments: [{ attachment_type: 'link', attachment_url: 'https://casa.test' }],
      }).text,
    ).toBe('');
    expect(sendChatMessageRequestSchema.safeParse({ text: 'a'.repeat(501) }).success).toBe(false);
  });

  it('says why a message was refused, with how much is missing', () => {
    expect(
      chatRefusalSchema.parse({
        message: 'Faltam R$ 10,00',
        reason: 'min_amount_bet',
        amountBet: 4000,
        minAmountBet: 5000,
        missing: 1000,
      }),
    ).toMatchObject({ reason: 'min_amount_bet', missing: 1000 });
  });
});

describe('a push subscription', () => {
  const p256dh = `B${'A'.repeat(86)}`;
  const auth = 'A'.repeat(22);
  it('takes the keys of PushSubscription.toJSON()', () => {
    expect(
      pushSubscriptionRequestSchema.safeParse({
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        expirationTime: null,
        keys: { p256dh, auth },
      }).success,
    ).toBe(true);
  });

  it('refuses keys of the wrong size and endpoints that are not http(s)', () => {
    const subscription = (endpoint: string, keys: { p256dh: string; auth: string }) =>
      pushSubscriptionRequestSchema.safeParse({ endpoint, keys }).success;
    expect(subscription('https://push.test/1', { p256dh: 'AAAA', auth })).toBe(false);
    expect(subscription('https://push.test/1', { p256dh, auth: `${auth}AAAA` })).toBe(false);
    expect(subscription('javascript:alert(1)', { p256dh, auth })).toBe(false);
  });
});

describe('a push subscription’s expiration time', () => {
  it('is a date a server can store', () => {
    const subscription = (expirationTime: unknown) =>
      pushSubscriptionRequestSchema.safeParse({
        endpoint: 'https://push.test/1',
        expirationTime,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }).success;
    expect(subscription(1_800_000_000_000)).toBe(true);
    expect(subscription(null)).toBe(true);
    expect(subscription(8_700_000_000_000_000)).toBe(false);
  });
});

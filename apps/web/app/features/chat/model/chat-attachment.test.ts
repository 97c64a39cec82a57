import {
  CHAT_ATTACHMENTS_MAX,
  type ChatAttachment,
  chatAttachmentSchema,
} from '@vitrine/contract/chat.ts';
import { describe, expect, it } from 'vitest';
import { CHAT_ATTACHMENT_LIMIT, draftChatAttachment } from './chat-attachment';

const link = (attachment_url: string): ChatAttachment => ({
  attachment_type: 'link',
  attachment_url,
});

describe('an attachment typed in the composer', () => {
  it('is an image when the address names an image file, a link otherwise', () => {
    expect(draftChatAttachment(' https://cdn.example.com/Vitoria.PNG?w=300 ', [])).toEqual({
      attachment: {
        attachment_type: 'image',
        attachment_url: 'https://cdn.example.com/Vitoria.PNG?w=300',
      },
    });
    expect(draftChatAttachment('https://example.com/promo.png.html', [])).toEqual({
      attachment: link('https://example.com/promo.png.html'),
    });
    expect(draftChatAttachment('http://example.com', [])).toEqual({
      attachment: link('http://example.com'),
    });
  });

  it('accepts exactly what the contract’s attachment schema accepts', () => {
    const addresses = [
      'https://example.com/a',
      'http://example.com/b.gif',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://example.com/1',
      'vbscript:msgbox',
      'https://user:secret@example.com/',
      '//example.com/a.png',
      '/a.png',
      'ftp://example.com/a',
      `https://example.com/${'a'.repeat(2048)}`,
    ];
    for (const address of addresses) {
      const draft = draftChatAttachment(address, []);
      expect('attachment' in draft, address).toBe(
        chatAttachmentSchema.safeParse(link(address)).success,
      );
    }
    expect(draftChatAttachment('javascript:alert(1)', [])).toEqual({ problem: 'address' });
    expect(draftChatAttachment(`https://example.com/${'a'.repeat(2048)}`, [])).toEqual({
      problem: 'tooLong',
    });
  });

  it('is refused when empty, already attached, or beyond the contract’s maximum', () => {
    expect(CHAT_ATTACHMENT_LIMIT).toBe(CHAT_ATTACHMENTS_MAX);
    expect(draftChatAttachment('   ', [])).toEqual({ problem: 'empty' });
    const first = link('https://example.com/1');
    expect(draftChatAttachment('https://example.com/1', [first])).toEqual({
      problem: 'duplicate',
    });
    const full = Array.from({ length: CHAT_ATTACHMENTS_MAX }, (_, index) =>
      link(`https://example.com/${index}`),
    );
    expect(draftChatAttachment('https://example.com/new', full)).toEqual({ problem: 'full' });
  });
});

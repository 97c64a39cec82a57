import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeChatMessage } from '~/test/fake-platform/handlers/chat';
import { renderApp } from '~/test/render-app';
import type { ChatRow } from '../model/chat-list';
import { CHAT_RENDERED_ROWS, ChatMessageLog } from './chat-message-log';

const NOW = Date.now();

function rows(count: number, from = 1): ChatRow[] {
  return Array.from({ length: count }, (_, index) => {
    const message = makeChatMessage({ id: from + index, text: `Mensagem ${from + index}` });
    return { kind: 'message', key: `message-${message.id}`, message };
  });
}

/** jsdom lays nothing out: the log's scroll geometry, as a browser would report it. */
function layOut(log: HTMLElement, { scrollTop }: { scrollTop: number }) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 5_000 });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
  log.scrollTop = scrollTop;
  fireEvent.scroll(log);
}

describe('the chat log', () => {
  it('keeps only the newest rows in the DOM, and shows earlier ones on request', async () => {
    const user = userEvent.setup();
    renderApp(<ChatMessageLog rows={rows(250)} now={NOW} locale="pt-BR" />);
    const log = await screen.findByRole('log', { name: 'Mensagens do chat' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(CHAT_RENDERED_ROWS);
    expect(within(log).getByText('Mensagem 250')).toBeTruthy();
    expect(within(log).queryByText('Mensagem 150')).toBeNull();
    await user.click(within(log).getByRole('button', { name: 'Mostrar mensagens anteriores' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(2 * CHAT_RENDERED_ROWS);
    expect(within(log).getByText('Mensagem 150')).toBeTruthy();
  });

  it('follows new messages at the end, and offers a "new messages" button once scrolled up', async () => {
    const user = userEvent.setup();
    const view = renderApp(<ChatMessageLog rows={rows(20)} now={NOW} locale="pt-BR" />);
    const log = await screen.findByRole('log');
    layOut(log, { scrollTop: 4_600 });
    view.rerender(<ChatMessageLog rows={rows(21)} now={NOW} locale="pt-BR" />);
    expect(log.scrollTop).toBe(5_000);
    expect(screen.queryByRole('button', { name: 'Novas mensagens' })).toBeNull();

    // The reader scrolls up: a new message leaves them where they are.
    layOut(log, { scrollTop: 1_000 });
    view.rerender(<ChatMessageLog rows={rows(22)} now={NOW} locale="pt-BR" />);
    expect(log.scrollTop).toBe(1_000);
    await user.click(screen.getByRole('button', { name: 'Novas mensagens' }));
    expect(log.scrollTop).toBe(5_000);
    expect(screen.queryByRole('button', { name: 'Novas mensagens' })).toBeNull();
  });
});

import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_CHAT_MESSAGE } from '~/features/notifications/model/push-click';
import { renderApp } from '~/test/render-app';
import { ChatFromPush } from './chat-from-push';

/** A stand-in for `navigator.serviceWorker`: only what the page listens to. */
function fakeWorkerContainer() {
  const target = new EventTarget();
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: target }));
  return {
    post: (data: unknown) => act(() => target.dispatchEvent(new MessageEvent('message', { data }))),
  };
}

describe('a chat notification clicked in a push', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the chat panel on a page opened at ?chat=open, and takes the marker off with a replace', async () => {
    const onOpenChat = vi.fn();
    const view = renderApp(<ChatFromPush onOpenChat={onOpenChat} />, {
      path: '/casino?chat=open&category=slots',
      pagePath: '/casino',
    });
    await waitFor(() => expect(view.location()).toBe('/casino?category=slots'));
    expect(onOpenChat).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without the marker', async () => {
    const onOpenChat = vi.fn();
    const view = renderApp(<ChatFromPush onOpenChat={onOpenChat} />, { path: '/?chat=closed' });
    await act(() => Promise.resolve());
    expect(onOpenChat).not.toHaveBeenCalled();
    expect(view.location()).toBe('/?chat=closed');
  });

  it('opens the chat panel when the worker tells a page already open, and ignores other messages', () => {
    const worker = fakeWorkerContainer();
    const onOpenChat = vi.fn();
    renderApp(<ChatFromPush onOpenChat={onOpenChat} />);
    worker.post({ type: 'something-else' });
    worker.post('vitrine:open-chat');
    expect(onOpenChat).not.toHaveBeenCalled();
    worker.post({ type: OPEN_CHAT_MESSAGE });
    expect(onOpenChat).toHaveBeenCalledTimes(1);
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveSupportStore } from '~/features/live-support/stores/live-support-store';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { PlayerConversations } from './player-conversations';

const INTEGRATIONS = {
  googleScriptUrl: '/vendor/google-gsi-standin.js',
  turnstileScriptUrl: '/vendor/turnstile-standin.js',
  liveSupportScriptUrl: 'http://localhost:8787/t/casa/live-support/demo/widget/casa-chat',
};

/** The live support's widget as the idle layer loads it: ready, its window closed. */
function jivoReady() {
  const opener = vi.fn(() => true);
  act(() => {
    useLiveSupportStore.getState().setOpener(opener);
    useLiveSupportStore.getState().windowChanged('closed', false);
  });
  return opener;
}

afterEach(() => {
  act(() => {
    useLiveSupportStore.getState().windowChanged('absent', false);
    useLiveSupportStore.getState().setOpener(null);
  });
});

describe('PlayerConversations (issue 39 §3: one button, nothing floating)', () => {
  it('is the chat’s own button on a brand without live support', () => {
    const onOpenChat = vi.fn();
    renderApp(<PlayerConversations placement="bottom-bar" onOpenChat={onOpenChat} />, {
      player: testUser(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(onOpenChat).toHaveBeenCalledOnce();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('offers the chat and the live support, and opens the chat with the focus back on the button', () => {
    const onOpenChat = vi.fn();
    renderApp(<PlayerConversations placement="bottom-bar" onOpenChat={onOpenChat} />, {
      player: testUser(),
      integrations: INTEGRATIONS,
    });
    const button = screen.getByRole('button', { name: 'Chat e atendimento' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const choices = screen.getByRole('group', { name: 'Chat e atendimento' });
    fireEvent.click(within(choices).getByRole('button', { name: 'Chat' }));
    expect(onOpenChat).toHaveBeenCalledOnce();
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens Jivo’s window through its API, and gives the focus back when it closes from inside', () => {
    renderApp(<PlayerConversations placement="bottom-bar" onOpenChat={() => {}} />, {
      player: testUser(),
      integrations: INTEGRATIONS,
    });
    const opener = jivoReady();
    const button = screen.getByRole('button', { name: 'Chat e atendimento' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Atendimento' }));
    expect(opener).toHaveBeenCalledOnce();
    act(() => useLiveSupportStore.getState().windowChanged('open', false));
    // Jivo's window took the focus; its close button gives it back to ours.
    const jivoClose = document.body.appendChild(document.createElement('button'));
    jivoClose.focus();
    act(() => useLiveSupportStore.getState().windowChanged('closed', true));
    expect(document.activeElement).toBe(button);
  });

  it('opens the live support once the widget is ready when asked before', () => {
    renderApp(<PlayerConversations placement="header" onOpenChat={() => {}} />, {
      player: testUser(),
      integrations: INTEGRATIONS,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chat e atendimento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Atendimento' }));
    const opener = jivoReady();
    expect(opener).toHaveBeenCalledOnce();
  });

  it('closes the choices on Escape, the focus back on the button, in English too', () => {
    renderApp(<PlayerConversations placement="header" onOpenChat={() => {}} />, {
      player: testUser(),
      integrations: INTEGRATIONS,
      locale: 'en',
    });
    const button = screen.getByRole('button', { name: 'Chat and support' });
    fireEvent.click(button);
    const support = screen.getByRole('button', { name: 'Support' });
    support.focus();
    fireEvent.keyDown(support, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

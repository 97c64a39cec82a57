import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '~/lib/idle';
import { makeNotification, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { HeaderNotifications } from './header-notifications';

describe('HeaderNotifications', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a signed-in player the bell', async () => {
    renderApp(<HeaderNotifications locale="pt-BR" />, {
      player: testUser(),
      db: { notifications: [makeNotification(1)] },
    });
    expect(
      await screen.findByRole('button', { name: 'Notificações, 1 não lida' }, { timeout: 4_000 }),
    ).toBeTruthy();
  });

  it('gives a guest no bell, and asks nothing of the API', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { platform } = renderApp(<HeaderNotifications locale="pt-BR" />);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS));
    expect(screen.queryByRole('button', { name: /Notificações/ })).toBeNull();
    expect(platform.callsTo('GET /notifications')).toHaveLength(0);
  });
});

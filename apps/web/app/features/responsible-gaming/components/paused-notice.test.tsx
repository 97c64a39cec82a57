import { act, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '~/core/session/api/session-keys';
import type { SessionUser } from '~/core/session/model/session-user';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { PausedNotice } from './paused-notice';

function pauseInSession(queryClient: QueryClient, paused: boolean) {
  act(() => {
    queryClient.setQueryData<SessionUser>(sessionKeys.me(), (user) =>
      user ? { ...user, paused, paused_until: '2026-03-08T12:00:00Z' } : user,
    );
  });
}

describe('PausedNotice', () => {
  it('says until when a paused player is paused, in São Paulo time, linking the page', async () => {
    const { queryClient } = renderApp(<PausedNotice locale="pt-BR" />, { player: testUser() });
    expect(screen.queryByRole('link')).toBeNull();
    pauseInSession(queryClient, true);
    const link = await screen.findByRole('link', { name: 'Em pausa até 08/03/2026, 09:00' });
    expect(link.getAttribute('href')).toBe('/responsible-gambling');
  });

  it('speaks English under /en', async () => {
    const { queryClient } = renderApp(<PausedNotice locale="en" />, {
      player: testUser(),
      locale: 'en',
      path: '/en',
    });
    pauseInSession(queryClient, true);
    const link = await screen.findByRole('link', { name: /^On a break until 03\/08\/2026/ });
    expect(link.getAttribute('href')).toBe('/en/responsible-gambling');
  });

  it('shows nothing once the platform says the pause is over', () => {
    const { queryClient } = renderApp(<PausedNotice locale="pt-BR" />, { player: testUser() });
    pauseInSession(queryClient, false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

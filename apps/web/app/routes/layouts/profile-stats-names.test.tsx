import type { ChatMessage } from '@vitrine/contract/chat.ts';
import type { BetPlacedEvent } from '@vitrine/contract/realtime.ts';
import { act, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileStatsProvider, type RenderProfileStats } from '~/core/profile-stats-context';
import { LiveBetFeed } from '~/features/bet-feed/components/live-bet-feed';
import { ChatMessageItem } from '~/features/chat/components/chat-message-item';
import { expectNoAxeViolations } from '~/test/axe';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const ProfileStatsModal = lazy(() => import('./profile-stats-modal'));
const renderModal: RenderProfileStats = (props) => <ProfileStatsModal {...props} />;

/** Bia hides her statistics: the answer has her name and level, nothing more. */
const biasProfile: FakeHandlers = {
  'POST /profile/show': ({ body }) => ({
    data: { id: Number(body.user_id), name: 'Bia L.', level: 3 },
  }),
};

function chatMessage(user: ChatMessage['user']): ChatMessage {
  return {
    id: 1,
    type: 'normal',
    text: 'Boa sorte!',
    time: '2026-11-24T12:00:00Z',
    user,
    mission: null,
    attachments: [],
    colorClass: 'slate',
    emoji: null,
    pinned_until: null,
  };
}

function renderChatMessage(message: ChatMessage, withProvider = true) {
  const item = <ChatMessageItem message={message} look="normal" locale="pt-BR" />;
  const view = renderApp(
    withProvider ? <ProfileStatsProvider render={renderModal}>{item}</ProfileStatsProvider> : item,
    { player: testUser(), handlers: biasProfile },
  );
  return { ...view, user: userEvent.setup() };
}

describe('a name in the chat', () => {
  it('opens that player’s profile-stats modal with only what POST /profile/show gives', async () => {
    const { user, platform } = renderChatMessage(
      chatMessage({ id: 42, name: 'Bia L.', avatar: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Ver o perfil de Bia L.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perfil do jogador' });
    expect(await within(dialog).findByText('Bia L.')).toBeTruthy();
    expect(within(dialog).getByText('Nível 3')).toBeTruthy();
    expect(platform.callsTo('POST /profile/show').map((call) => call.body)).toEqual([
      { user_id: 42 },
    ]);
    // She hides her statistics: none of the parts she did not send.
    expect(within(dialog).queryByRole('heading', { name: 'Estatísticas' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Atividade recente' })).toBeNull();
    await expectNoAxeViolations(dialog);
  });

  it('leaves a hidden name and the operator as text, never a link', () => {
    renderChatMessage(chatMessage({ id: 42, name: null, avatar: null }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is text where no modal is provided', () => {
    renderChatMessage(chatMessage({ id: 42, name: 'Bia L.', avatar: null }), false);
    expect(screen.getByText('Bia L.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const PUBLIC = 'universal-public.test';

function half(type: 'bet' | 'win', transaction: string, user: BetPlacedEvent['user']) {
  const event: BetPlacedEvent = {
    type,
    transaction,
    game: { id: 7, name: 'Fortune Tiger', image: null },
    user,
    amount: type === 'bet' ? 1_000 : 2_000,
    date: '2026-11-24T12:00:00Z',
  };
  return event;
}

describe('a name in the bet feed', () => {
  it('opens the player’s modal when the round names them, and is text when it does not', async () => {
    const view = renderApp(
      <ProfileStatsProvider render={renderModal}>
        <LiveBetFeed locale="pt-BR" />
      </ProfileStatsProvider>,
      { live: true, handlers: biasProfile },
    );
    const user = userEvent.setup();
    const connection = await view.realtime.connected();
    act(() => {
      for (const [transaction, who] of [
        ['t1', { name: 'Bia L.', id: 42 }],
        ['t2', { name: null, id: null }],
        // A platform that does not send the id yet: the name stays text.
        ['t3', { name: 'Caio M.' }],
      ] as const) {
        connection.emit(PUBLIC, 'BetPlaced', half('bet', transaction, who));
        connection.emit(PUBLIC, 'BetPlaced', half('win', transaction, who));
      }
    });
    const button = await screen.findByRole('button', { name: 'Ver o perfil de Bia L.' });
    expect(screen.getAllByRole('button', { name: /^Ver o perfil de/ })).toHaveLength(1);
    expect(screen.getByText('Caio M.').closest('button')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Perfil do jogador' });
    expect(await within(dialog).findByText('Nível 3')).toBeTruthy();
    expect(view.platform.callsTo('POST /profile/show')[0]?.body).toEqual({ user_id: 42 });
  });
});

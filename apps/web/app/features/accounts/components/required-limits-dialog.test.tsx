import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { reply } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import RequiredLimitsDialog from './required-limits-dialog';

const handlers: FakeHandlers = {
  'POST /responsible-gaming/limits': () =>
    reply(200, { immediate: true, effective_at: '2026-06-01T15:00:00.000Z' }),
};

describe('RequiredLimitsDialog (Portaria 2.579/2025)', () => {
  it('asks a player without limits for both, then sets the loss and the time limit', async () => {
    const onClose = vi.fn();
    const { platform } = renderApp(<RequiredLimitsDialog onClose={onClose} />, {
      player: testUser({ limits_required: true }),
      handlers,
    });
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Salvar limites' });
    await user.click(save);
    expect(await screen.findAllByText('Este campo é obrigatório.')).toHaveLength(3);
    expect(platform.callsTo('POST /responsible-gaming/limits')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /^R\$\s500$/ }));
    await user.click(screen.getByRole('radio', { name: 'Mês' }));
    await user.click(screen.getByRole('radio', { name: '1 h por dia' }));
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(platform.callsTo('POST /responsible-gaming/limits').map((call) => call.body)).toEqual([
      { kind: 'loss', period: 'month', amount: 50_000 },
      { kind: 'time', period: 'day', amount: 60 },
    ]);
  });
});

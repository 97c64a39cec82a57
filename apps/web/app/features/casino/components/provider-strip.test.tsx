import type { Provider } from '@vitrine/contract/games.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { ProviderStrip, STRIP_FIRST_PROVIDERS_ON_PHONE } from './provider-strip';

const PROVIDERS: Provider[] = Array.from({ length: 14 }, (_, index) => ({
  code: `estudio-${index + 1}`,
  name: `Estúdio ${index + 1}`,
  image: `https://cdn.example.com/providers/estudio-${index + 1}.webp`,
  games_count: 10 + index,
}));

function renderStrip({ phone = false }: { phone?: boolean } = {}) {
  renderApp(<ProviderStrip initial={PROVIDERS} localePrefix="" phone={phone} />);
  return screen.getAllByRole('list').at(-1)!;
}

describe('ProviderStrip', () => {
  it('renders every provider on a wide screen, each a link to the filtered lobby', () => {
    const strip = renderStrip();
    expect(within(strip).getAllByRole('listitem')).toHaveLength(14);
    expect(within(strip).getByRole('link', { name: 'Estúdio 3' }).getAttribute('href')).toBe(
      '/casino/games?provider=estudio-3',
    );
  });

  it("renders the first logos on a phone's page, and the rest on the first scroll", async () => {
    const strip = renderStrip({ phone: true });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(STRIP_FIRST_PROVIDERS_ON_PHONE);
    expect(strip.querySelectorAll('img')).toHaveLength(STRIP_FIRST_PROVIDERS_ON_PHONE);
    fireEvent.scroll(strip);
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(14));
  });

  it('adds the rest when one of its links is focused (keyboard, screen reader)', async () => {
    const strip = renderStrip({ phone: true });
    within(strip).getAllByRole('link')[0]?.focus();
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(14));
  });
});

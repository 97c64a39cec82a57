import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { DEPOSIT_OVERLAY } from '~/core/session/hooks/use-deposit-request';
import { testUser, XSS_CORPUS } from '~/test/fixtures';
import { expectInertText } from '~/test/inert-text';
import { makePromotion } from '~/test/promotion-fixtures';
import { renderApp } from '~/test/render-app';
import { PromotionDetail } from './promotion-detail';
import { PromotionList } from './promotion-list';

function DepositProbe() {
  const { isOpen, options } = useOpenedOverlay(DEPOSIT_OVERLAY);
  return <p>{isOpen ? `deposit with ${options?.coupon ?? 'no code'}` : 'no deposit'}</p>;
}

const unregulated = { is_regulated: false };
const HOSTILE = '<img src=x onerror="alert(1)">';

describe('/promotion', () => {
  it('shows each promotion as a card: image with its size, title, summary, dates, its rules', () => {
    renderApp(
      <PromotionList
        promotions={[makePromotion(), makePromotion({ id: 2, slug: 'cashback', image: null })]}
        locale="pt-BR"
      />,
      { path: '/promotion', tenant: unregulated },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Promoções' })).toBeTruthy();
    const [first] = within(screen.getByRole('list', { name: 'Promoções' })).getAllByRole('article');
    const image = first!.querySelector('img');
    expect(image?.getAttribute('width')).toBe('640');
    expect(image?.getAttribute('height')).toBe('360');
    expect(within(first!).getByRole('heading', { name: 'Bônus de boas-vindas' })).toBeTruthy();
    expect(within(first!).getByText('Dobre o seu primeiro depósito.')).toBeTruthy();
    expect(within(first!).getByText('De 01/01/2026 a 31/12/2026')).toBeTruthy();
    expect(
      within(first!)
        .getByRole('link', { name: 'Ver regras de Bônus de boas-vindas' })
        .getAttribute('href'),
    ).toBe('/promotion/boas-vindas');
  });

  it('shows the XSS corpus in titles and summaries as text', () => {
    const { container } = renderApp(
      <PromotionList
        promotions={XSS_CORPUS.map((text, index) =>
          makePromotion({ id: index + 1, slug: `p-${index + 1}`, title: text, summary: text }),
        )}
        locale="pt-BR"
      />,
      { path: '/promotion', tenant: unregulated },
    );
    expect(
      within(screen.getByRole('list', { name: 'Promoções' })).getAllByRole('article'),
    ).toHaveLength(XSS_CORPUS.length);
    expectInertText(container, XSS_CORPUS);
  });

  it('says when there is none', () => {
    renderApp(<PromotionList promotions={[]} locale="pt-BR" />, { path: '/promotion' });
    expect(screen.getByText('Nenhuma promoção no momento.')).toBeTruthy();
  });

  it('speaks English under /en, linking the English terms', () => {
    renderApp(<PromotionList promotions={[makePromotion()]} locale="en" />, {
      path: '/en/promotion',
      locale: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(screen.getByText('From 01/01/2026 to 12/31/2026')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'See the rules of Bônus de boas-vindas' })
        .getAttribute('href'),
    ).toBe('/en/promotion/boas-vindas');
  });
});

describe('/promotion/{slug}', () => {
  it('shows the body and terms as plain text, paragraphs and lines', () => {
    renderApp(<PromotionDetail promotion={makePromotion()} locale="pt-BR" />, {
      path: '/promotion/boas-vindas',
      tenant: unregulated,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bônus de boas-vindas' })).toBeTruthy();
    expect(screen.getByText('Deposite e ganhe 100% de bônus.').tagName).toBe('P');
    expect(screen.getByText('Válido para novos jogadores.').tagName).toBe('P');
    const terms = screen.getByRole('region', { name: 'Regras e termos' });
    const lines = within(terms).getByText(/Rollover de 30 vezes\./);
    expect(lines.textContent).toBe('Rollover de 30 vezes.Aposta máxima de R$ 25.');
    expect(lines.querySelectorAll('br')).toHaveLength(1);
  });

  it('never renders the text as HTML', () => {
    const { container } = renderApp(
      <PromotionDetail
        promotion={makePromotion({
          body: HOSTILE,
          terms: `<b>negrito</b>\n\n${HOSTILE}`,
          image: null,
        })}
        locale="pt-BR"
      />,
      { path: '/promotion/boas-vindas', tenant: unregulated },
    );
    expect(screen.getAllByText(HOSTILE)).toHaveLength(2);
    expect(screen.getByText('<b>negrito</b>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the XSS corpus in the title, body and terms as text', () => {
    const paragraphs = XSS_CORPUS.join('\n\n');
    const { container } = renderApp(
      <PromotionDetail
        promotion={makePromotion({
          title: XSS_CORPUS[0]!,
          body: paragraphs,
          terms: paragraphs,
          image: null,
        })}
        locale="pt-BR"
      />,
      { path: '/promotion/boas-vindas', tenant: unregulated },
    );
    expect(screen.getByRole('heading', { level: 1, name: XSS_CORPUS[0]! })).toBeTruthy();
    expectInertText(container, XSS_CORPUS);
  });

  it('opens the deposit with the promotion’s coupon for a player', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <DepositProbe />
        <PromotionDetail promotion={makePromotion()} locale="pt-BR" />
      </>,
      { path: '/promotion/boas-vindas', tenant: unregulated, player: testUser() },
    );
    expect(screen.getByText('Cupom: BEMVINDO100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Usar cupom' }));
    expect(screen.getByText('deposit with BEMVINDO100')).toBeTruthy();
  });

  it('asks a guest to sign up to use the coupon', async () => {
    const user = userEvent.setup();
    const { authModal } = renderApp(
      <PromotionDetail promotion={makePromotion()} locale="pt-BR" />,
      {
        path: '/promotion/boas-vindas',
        tenant: unregulated,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Usar cupom' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'register' });
  });

  it('offers no coupon on a regulated brand', () => {
    renderApp(<PromotionDetail promotion={makePromotion({ kind: 'cashback' })} locale="pt-BR" />, {
      path: '/promotion/boas-vindas',
      tenant: { is_regulated: true },
    });
    expect(screen.queryByRole('button', { name: 'Usar cupom' })).toBeNull();
    expect(screen.queryByText(/BEMVINDO100/)).toBeNull();
  });
});

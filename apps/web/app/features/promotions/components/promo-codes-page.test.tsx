import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { DEPOSIT_OVERLAY } from '~/core/session/hooks/use-deposit-request';
import { bonusRefusal } from '~/test/fake-platform/handlers/promotions';
import { heldAnswer, serverError } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { makeCoupon } from '~/test/promotion-fixtures';
import { renderApp } from '~/test/render-app';
import { PromoCodesPage } from './promo-codes-page';

type Options = Parameters<typeof renderApp>[1];

/** Which code the deposit dialog was asked to open with (the layout renders the dialog). */
function DepositProbe() {
  const { isOpen, options } = useOpenedOverlay(DEPOSIT_OVERLAY);
  return <p>{isOpen ? `deposit with ${options?.coupon ?? 'no code'}` : 'no deposit'}</p>;
}

function render(options: Options = {}) {
  const locale = options.locale ?? 'pt-BR';
  return renderApp(
    <>
      <DepositProbe />
      <PromoCodesPage locale={locale} />
    </>,
    {
      path: locale === 'en' ? '/en/promo-codes' : '/promo-codes',
      ...options,
      // The test tenant is regulated; a deposit code exists only on an unregulated one.
      tenant: { is_regulated: false, ...options.tenant },
    },
  );
}

const field = () => screen.getByRole('textbox', { name: 'Código promocional' });

async function check(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(field());
  await user.type(field(), `${code}{Enter}`);
}

describe('/promo-codes', () => {
  it('checks a code on Enter and says what it gives, with the deposit to use it in', async () => {
    const user = userEvent.setup();
    const { platform } = render({ player: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Códigos promocionais' })).toBeTruthy();
    await check(user, ' bemvindo100 ');
    const verdict = await screen.findByText('O código BEMVINDO100 é válido');
    expect(
      within(verdict.parentElement!).getByText(
        '100% do depósito até R$ 500,00, rollover 30x, aposta máxima R$ 25,00, válido por 7 dias, depósito mínimo R$ 20,00',
      ),
    ).toBeTruthy();
    expect(platform.callsTo('POST /bonuses/check-coupon')[0]?.body).toEqual({
      coupon: 'BEMVINDO100',
    });
    await user.click(screen.getByRole('button', { name: 'Depositar com este cupom' }));
    expect(screen.getByText('deposit with BEMVINDO100')).toBeTruthy();
  });

  it('shows the checking state as busy while the platform answers', async () => {
    const user = userEvent.setup();
    const held = heldAnswer<never>();
    render({ handlers: { 'POST /bonuses/check-coupon': () => held.answer } });
    await check(user, 'BEMVINDO100');
    const status = screen.getByText('Verificando o código…').closest('[role="status"]');
    expect(status?.getAttribute('aria-busy')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(status?.id);
  });

  it('shows the platform’s message for a refused code, and asks only once per code', async () => {
    const user = userEvent.setup();
    const { platform } = render();
    await check(user, 'NADA');
    expect(await screen.findByText('Cupom não encontrado.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await check(user, 'BEMVINDO100');
    await screen.findByText('O código BEMVINDO100 é válido');
    await check(user, 'nada');
    expect(await screen.findByText('Cupom não encontrado.')).toBeTruthy();
    await check(user, 'bemvindo100');
    await screen.findByText('O código BEMVINDO100 é válido');
    expect(platform.callsTo('POST /bonuses/check-coupon')).toHaveLength(2);
  });

  it('ignores an empty code and resets on Limpar', async () => {
    const user = userEvent.setup();
    const { platform } = render();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(platform.callsTo('POST /bonuses/check-coupon')).toHaveLength(0);
    await check(user, 'BEMVINDO100');
    await screen.findByText('O código BEMVINDO100 é válido');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(field().getAttribute('value')).toBe('');
    expect(screen.queryByText('O código BEMVINDO100 é válido')).toBeNull();
  });

  it('offers a retry when the check fails, and does not remember the failure', async () => {
    const user = userEvent.setup();
    const { platform } = render({
      handlers: { 'POST /bonuses/check-coupon': () => serverError() },
    });
    await check(user, 'BEMVINDO100');
    expect(await screen.findByText(/Não foi possível verificar o código/)).toBeTruthy();
    platform.on('POST /bonuses/check-coupon', (_, db) => ({ coupon: db.coupons[0]! }));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('O código BEMVINDO100 é válido')).toBeTruthy();
  });

  it('lists the open codes, a used one marked Usado, each to copy or use', async () => {
    const user = userEvent.setup();
    render({
      player: testUser(),
      db: { coupons: [makeCoupon(), makeCoupon({ code: 'RECARGA50', used: true })] },
    });
    const list = await screen.findByRole('list', { name: 'Códigos disponíveis' });
    const [open, used] = within(list).getAllByRole('article');
    expect(within(used!).getByText('Usado')).toBeTruthy();
    expect(within(used!).queryByRole('button', { name: 'Usar RECARGA50' })).toBeNull();
    await user.click(within(open!).getByRole('button', { name: 'Copiar BEMVINDO100' }));
    expect(await screen.findByText('Código BEMVINDO100 copiado.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('BEMVINDO100');
    await user.click(within(open!).getByRole('button', { name: 'Usar BEMVINDO100' }));
    expect(screen.getByText('deposit with BEMVINDO100')).toBeTruthy();
  });

  it('lets a guest check a code, and asks them to sign up to use it', async () => {
    const user = userEvent.setup();
    const { authModal } = render();
    await check(user, 'BEMVINDO100');
    await user.click(await screen.findByRole('button', { name: 'Depositar com este cupom' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'register' });
  });

  it('says first that a regulated brand offers no code, and a code typed anyway gets the platform’s reason', async () => {
    const user = userEvent.setup();
    const reason =
      'Esta marca não oferece bônus de depósito nem cupons: a Lei 14.790/2023 (art. 29, I) proíbe bônus antecipados em apostas.';
    const { platform } = render({
      tenant: { is_regulated: true },
      handlers: {
        'POST /bonuses/check-coupon': () => bonusRefusal(403, 'bonuses.regulated', reason),
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Sem códigos de depósito' })).toBeTruthy();
    expect(screen.getAllByText(/Lei 14\.790\/2023 \(art\. 29, I\)/)).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Ver as promoções permitidas' }).getAttribute('href'),
    ).toBe('/promotion');
    await check(user, 'BEMVINDO100');
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Depositar com este cupom' })).toBeNull();
    expect(platform.callsTo('GET /bonuses/coupons')).toHaveLength(0);
  });

  it('speaks English under /en', async () => {
    const user = userEvent.setup();
    render({ locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'bemvindo100');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The code BEMVINDO100 is valid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit with this coupon' })).toBeTruthy();
  });
});

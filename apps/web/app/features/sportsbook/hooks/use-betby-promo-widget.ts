import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import {
  createRendererController,
  type RendererController,
  type RendererStatus,
  type SportsbookActions,
  sessionOf,
  type SportsbookSession,
} from '../model/renderer-lifecycle';
import { betbyLang, type BTRendererClass, type BTRendererLike } from '../model/renderer-options';
import { loadBTRenderer } from '../model/renderer-script';
import { promoClickAddress } from '../model/widget-path';

/** Betby's placeholder for promo banners on an operator's own pages. */
export const PROMO_PLACEHOLDER = 'operator_page';

const NO_OFFSETS = { betSlipOffsetTop: 0, betSlipOffsetBottom: 0, stickyTop: 0 };

export interface BetbyPromoWidgetInput {
  scriptSrc: string;
  brandId: string;
  themeName: string;
  session: SportsbookSession;
  actions: Omit<SportsbookActions, 'followWidgetRoute'>;
  placeholder?: string;
  /** Tests: a renderer without a script. */
  loadRenderer?: () => Promise<BTRendererClass>;
}

/**
 * Betby's promo widget (`widgetName: 'promo'`) on `/widgetbetby` and the home page: its banner
 * and outcome clicks open that route in our `/sportsbook`.
 */
export function useBetbyPromoWidget(input: BetbyPromoWidgetInput) {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = localeFromPath(location.pathname);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<RendererStatus>('idle');
  const live = useRef<RendererController | null>(null);

  const openClicked = useEffectEvent((payload: unknown) => {
    const address = promoClickAddress(payload, locale);
    if (address !== null) void navigate(address);
  });
  const currentActions = useEffectEvent(() => input.actions);
  const loadRenderer = useEffectEvent(
    (): Promise<BTRendererClass> =>
      input.loadRenderer?.() ?? loadBTRenderer<BTRendererLike>(input.scriptSrc),
  );
  const placeholder = input.placeholder ?? PROMO_PLACEHOLDER;

  const { brandId, themeName, session } = input;
  const sessionKind = session.kind;
  const token = session.kind === 'player' ? session.token : null;
  const lang = betbyLang(locale);
  const configure = useEffectEvent(() => {
    live.current?.configure({
      brandId,
      themeName,
      lang,
      session: sessionOf(sessionKind, token),
      widgetPath: '/',
      offsets: NO_OFFSETS,
    });
  });

  useEffect(() => {
    if (!target) return;
    const controller = createRendererController({
      target,
      loadRenderer: () => loadRenderer(),
      onStatus: setStatus,
      actions: {
        openLogin: () => currentActions().openLogin(),
        openRegister: () => currentActions().openRegister(),
        openDeposit: () => currentActions().openDeposit(),
        refreshToken: () => currentActions().refreshToken(),
        followWidgetRoute: () => {},
      },
      promo: {
        widgetName: 'promo',
        widgetParams: {
          placeholder,
          onBannerClick: (payload) => openClicked(payload),
          onOutcomeClick: (payload) => openClicked(payload),
        },
      },
    });
    live.current = controller;
    configure();
    return () => {
      controller.dispose();
      if (live.current === controller) live.current = null;
    };
  }, [target, input.scriptSrc, placeholder]);

  useEffect(() => {
    configure();
  }, [brandId, themeName, lang, sessionKind, token]);

  return { setTarget, status, retry: () => live.current?.retry() };
}

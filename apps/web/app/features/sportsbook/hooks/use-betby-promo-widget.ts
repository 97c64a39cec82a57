import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import {
  createRendererController,
  type RendererController,
  type RendererStatus,
  sessionOf,
} from '../model/renderer-lifecycle';
import { betbyLang } from '../model/renderer-options';
import { type BetbyWidgetInput, loadWidgetRenderer, relayedActions } from './betby-widget-input';
import { promoClickAddress } from '../model/widget-path';

/** Betby's placeholder for promo banners on an operator's own pages. */
export const PROMO_PLACEHOLDER = 'operator_page';

const NO_OFFSETS = { betSlipOffsetTop: 0, betSlipOffsetBottom: 0, stickyTop: 0 };

export interface BetbyPromoWidgetInput extends BetbyWidgetInput {
  placeholder?: string;
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
  const loadRenderer = useEffectEvent(() => loadWidgetRenderer(input));
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
      actions: { ...relayedActions(() => currentActions()), followWidgetRoute: () => {} },
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

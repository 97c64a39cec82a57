import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import {
  measureOffsets,
  observeOffsets,
  type ShellElements,
  type SportsbookOffsets,
} from '../model/offsets';
import {
  createRendererController,
  type RendererController,
  type RendererStatus,
  sessionOf,
} from '../model/renderer-lifecycle';
import { betbyLang } from '../model/renderer-options';
import { takeEarlyWidget } from '../model/early-widget';
import {
  type HistoryWrite,
  interceptHistoryWrites,
  navigationForHistoryWrite,
  navigationForWidgetRoute,
  readSportsbookLocation,
} from '../model/widget-path';
import { type BetbyWidgetInput, loadWidgetRenderer, relayedActions } from './betby-widget-input';

export interface SportsbookWidgetInput extends BetbyWidgetInput {
  /** The shell's header and bottom navigation, read once the widget's element is in the page. */
  shellElements: () => ShellElements;
  /** Tests: the history the widget writes to (the browser's by default). */
  history?: Pick<History, 'pushState' | 'replaceState'>;
}

export interface SportsbookWidget {
  /** The callback ref of the element the widget draws into: give it the widget's reserved space. */
  setTarget: (element: HTMLElement | null) => void;
  /** The element given to `setTarget`, once the page has rendered it. */
  target: HTMLElement | null;
  /** idle and loading: show the skeleton; failed: the retry state. */
  status: RendererStatus;
  retry: () => void;
}

/**
 * The Betby widget on a `/sportsbook/{slug*}` page, in step with the address (model/widget-path.ts),
 * the shell's offsets (model/offsets.ts) and the session (model/renderer-lifecycle.ts).
 */
export function useSportsbookWidget(input: SportsbookWidgetInput): SportsbookWidget {
  const location = useLocation();
  const navigate = useNavigate();
  const here = readSportsbookLocation(location);
  const widgetPath = here?.widgetPath ?? '/';
  const lang = betbyLang(localeFromPath(location.pathname));
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<RendererStatus>('idle');
  const live = useRef<{ controller: RendererController; offsets: SportsbookOffsets } | null>(null);

  // A `bt-path` link, or a trailing slash, is shown in the path form.
  const canonical = here?.canonicalAddress ?? null;
  const shown = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (canonical !== null && canonical !== shown) void navigate(canonical, { replace: true });
  }, [canonical, shown, navigate]);

  // Decided a task later: a widget that also writes the route to the history has done so by then.
  const followWidgetRoute = useEffectEvent((path: string) => {
    const next = navigationForWidgetRoute(location, path, window.location);
    if (next) void navigate(next.to, { replace: next.replace });
  });
  const followHistoryWrite = useEffectEvent((write: HistoryWrite) => {
    const next = navigationForHistoryWrite(location, write, window.location.origin);
    // After the widget's own write has returned: the router's replace is a write of its own.
    if (next) queueMicrotask(() => void navigate(next.to, { replace: true }));
  });
  // The widget keeps the callbacks it was initialised with; they reach the page's latest actions.
  const currentActions = useEffectEvent(() => input.actions);
  const loadRenderer = useEffectEvent(() => loadWidgetRenderer(input));
  const readShell = useEffectEvent(() => input.shellElements());

  const { brandId, themeName, session } = input;
  const sessionKind = session.kind;
  const token = session.kind === 'player' ? session.token : null;
  const configure = useEffectEvent(() => {
    live.current?.controller.configure({
      brandId,
      themeName,
      lang,
      session: sessionOf(sessionKind, token),
      widgetPath,
      offsets: live.current.offsets,
    });
  });

  useEffect(() => {
    if (!target) return;
    const elements = readShell();
    const routeTimers = new Set<ReturnType<typeof setTimeout>>();
    const controller = createRendererController({
      target,
      loadRenderer: () => loadRenderer(),
      // The widget the page's HTML may have started already (model/early-widget.ts).
      takeEarlyWidget: () => takeEarlyWidget(window),
      onStatus: setStatus,
      actions: {
        ...relayedActions(() => currentActions()),
        betSlipChanged: (state) => currentActions().betSlipChanged?.(state),
        followWidgetRoute: (path) => {
          const timer = setTimeout(() => {
            routeTimers.delete(timer);
            followWidgetRoute(path);
          }, 0);
          routeTimers.add(timer);
        },
      },
    });
    const mine = { controller, offsets: measureOffsets(elements) };
    live.current = mine;
    configure();
    const stopObserving = observeOffsets(elements, (offsets) => {
      mine.offsets = offsets;
      configure();
    });
    return () => {
      stopObserving();
      for (const timer of routeTimers) clearTimeout(timer);
      controller.dispose();
      if (live.current === mine) live.current = null;
    };
  }, [target, input.scriptSrc]);

  useEffect(() => {
    configure();
  }, [brandId, themeName, lang, sessionKind, token, widgetPath]);

  const historyTarget = input.history;
  useEffect(() => {
    const history = historyTarget ?? window.history;
    return interceptHistoryWrites(history, (write) => followHistoryWrite(write));
  }, [historyTarget]);

  return { setTarget, target, status, retry: () => live.current?.controller.retry() };
}

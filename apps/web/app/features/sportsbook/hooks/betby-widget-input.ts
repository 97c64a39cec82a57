import type { SportsbookActions, SportsbookSession } from '../model/renderer-lifecycle';
import type { BTRendererClass, BTRendererLike } from '../model/renderer-options';
import { loadBTRenderer } from '../model/renderer-script';

/** What a page hands either of its Betby widgets (the sportsbook, the promo). */
export interface BetbyWidgetInput {
  /** The tenant's renderer script (Betby's `bt-renderer.min.js` or the platform's stand-in). */
  scriptSrc: string;
  brandId: string;
  themeName: string;
  session: SportsbookSession;
  /** What the widget's buttons open: our login, registration and deposit modals; a fresh token. */
  actions: Omit<SportsbookActions, 'followWidgetRoute'>;
  /** Tests: a renderer without a script. */
  loadRenderer?: () => Promise<BTRendererClass>;
}

/** The renderer: the test's, or the tenant's script. */
export function loadWidgetRenderer(input: BetbyWidgetInput): Promise<BTRendererClass> {
  return input.loadRenderer?.() ?? loadBTRenderer<BTRendererLike>(input.scriptSrc);
}

/**
 * The widget keeps the callbacks it was initialised with: these reach the page's latest actions
 * (`current`) for the buttons and the token both widgets have.
 */
export function relayedActions(
  current: () => BetbyWidgetInput['actions'],
): Pick<SportsbookActions, 'openLogin' | 'openRegister' | 'openDeposit' | 'refreshToken'> {
  return {
    openLogin: () => current().openLogin(),
    openRegister: () => current().openRegister(),
    openDeposit: () => current().openDeposit(),
    refreshToken: () => current().refreshToken(),
  };
}

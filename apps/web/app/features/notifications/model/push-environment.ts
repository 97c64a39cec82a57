import type { PushPermission } from './push-prompt';

/** What §9's push rules read of the browser, besides the stored times and the session. */
export interface PushEnvironment {
  supported: boolean;
  permission: PushPermission;
  subscribed: boolean;
  mobile: boolean;
  /** Running as the installed app: standalone display, or iOS's home-screen app. */
  installed: boolean;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/**
 * The browser's side of the push rules, read once after the first paint. "Installed" is the
 * display mode (a feature may not read the install feature's state): the app opened from the home
 * screen, which is where §9 wants the prompt on mobile.
 */
export async function readPushEnvironment(): Promise<PushEnvironment> {
  const nav: Navigator & { standalone?: boolean; userAgentData?: { mobile?: boolean } } = navigator;
  const supported = 'Notification' in window && 'PushManager' in window && 'serviceWorker' in nav;
  const mobile = nav.userAgentData?.mobile ?? MOBILE_AGENT.test(nav.userAgent);
  const installed =
    nav.standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches ||
    window.matchMedia('(display-mode: fullscreen)').matches;
  if (!supported) return { supported, permission: 'default', subscribed: false, mobile, installed };
  const registration = await nav.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  return {
    supported,
    permission: Notification.permission,
    subscribed: subscription != null,
    mobile,
    installed,
  };
}

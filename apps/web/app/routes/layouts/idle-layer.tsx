import Toasts from '~/components/ui/toasts';
import AppUpdates from '~/features/app-update/components/app-updates';

/**
 * What the default layout loads once the page is idle, in one chunk: the toasts, and the
 * installable app's worker, update notice and offline state (issue 15).
 */
export default function IdleLayer() {
  return (
    <>
      <Toasts />
      <AppUpdates />
    </>
  );
}

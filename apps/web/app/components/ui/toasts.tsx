import { Toaster } from 'sonner';
import { HttpErrorToasts } from './http-error-toasts';

/**
 * General feedback toasts last 6000 ms, one at a time, not dismissible
 * (docs/product/notifications-and-chat.md "Two kinds of toasts").
 */
export const TOAST_DURATION_MS = 6000;

export default function Toasts() {
  return (
    <>
      <HttpErrorToasts />
      {/* Both languages run left to right. Told so, sonner does not read the document's computed
          style (a forced style recalculation of the whole page while it hydrates). Not on <html>:
          sonner's stylesheet sets its variables on `html[dir=ltr]`, and custom properties set on
          the root restyle every element of the page when that stylesheet arrives. */}
      <Toaster
        dir="ltr"
        theme="dark"
        position="top-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={1}
        closeButton={false}
      />
    </>
  );
}

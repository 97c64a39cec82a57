import { Toaster } from 'sonner';
import { HttpErrorToasts } from './http-error-toasts';

/** NOTES.md: general feedback toasts last 6000 ms, one at a time, not dismissible. */
export const TOAST_DURATION_MS = 6000;

export default function Toasts() {
  return (
    <>
      <HttpErrorToasts />
      <Toaster
        theme="dark"
        position="top-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={1}
        closeButton={false}
      />
    </>
  );
}

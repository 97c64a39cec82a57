import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useHttpErrorStore } from '~/lib/http/http-error-store';

/**
 * Shows the current global error (§8 "Response handling") as a toast: the server's messages, or
 * the translated `error_messages.{status}` with the generic message as fallback.
 */
export function HttpErrorToasts() {
  const { t } = useTranslation('errors');
  const current = useHttpErrorStore((state) => state.current);
  const clear = useHttpErrorStore((state) => state.clear);

  useEffect(() => {
    if (!current) return;
    const text =
      current.kind === 'messages'
        ? current.messages.join('\n')
        : current.kind === 'key'
          ? t([current.key, 'error_messages.generic'])
          : t('error_messages.generic');
    toast.error(text);
    clear();
  }, [current, clear, t]);

  return null;
}

import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '~/components/ui/icons';
import { useLiveSupport } from '../hooks/use-live-support';

/**
 * The header's "Atendimento" from 1024 px, in place of JivoChat's own floating launcher (issue 39
 * §3); below that the bottom bar holds it with the chat.
 */
export function LiveSupportButton() {
  const { t } = useTranslation('common');
  const { available, open, openFrom } = useLiveSupport();
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={(event) => openFrom(event.currentTarget)}
      aria-label={t('header.liveSupport')}
      aria-expanded={open}
      className="hidden min-h-11 min-w-11 place-items-center rounded-lg px-1.5 hover:bg-surface-overlay lg:grid"
    >
      <HeadsetIcon className="size-5" />
    </button>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { CloseIcon } from '~/components/ui/icons';

/**
 * §4 "App update notice": a non-modal notice above the page (and above the bottom navigation on
 * small screens). It does not take the focus: the player keeps doing what they were doing.
 */
export function UpdateNotice({
  applying,
  onApply,
  onLater,
}: {
  applying: boolean;
  onApply: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-20 z-50 rounded-xl border border-line bg-surface-raised p-4 shadow-xl sm:left-auto sm:w-96 lg:right-6 lg:bottom-6"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('appUpdate.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('appUpdate.body')}</p>
        </div>
        <button
          type="button"
          onClick={onLater}
          aria-label={t('appUpdate.close')}
          className="-m-2 grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface-overlay"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onLater} disabled={applying}>
          {t('appUpdate.later')}
        </Button>
        <Button size="sm" onClick={onApply} disabled={applying} aria-busy={applying}>
          {applying ? t('appUpdate.applying') : t('appUpdate.apply')}
        </Button>
      </div>
    </section>
  );
}

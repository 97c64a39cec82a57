import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { StatusBadge, type BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useHttpErrorStore } from '~/lib/http/http-error-store';

const TONES = ['success', 'warning', 'danger', 'neutral'] as const satisfies readonly BadgeTone[];

/** Toasts as the app raises them: sonner's own calls, and a server error through the error store. */
export function ToastsSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('style-guide');
  const { t: tErrors } = useTranslation('errors');
  const report = useHttpErrorStore((state) => state.report);
  return (
    <Card id={id} title={title}>
      <p className="mb-4 text-fg-muted">{t('toasts.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => toast.success(t('toasts.successText'))}>
          {t('toasts.success')}
        </Button>
        <Button variant="secondary" onClick={() => toast.error(tErrors('error_messages.generic'))}>
          {t('toasts.error')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => report({ kind: 'key', key: 'error_messages.503' })}
        >
          {t('toasts.serverError')}
        </Button>
      </div>
    </Card>
  );
}

/** A status in words, in each tone. */
export function BadgesSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('style-guide');
  return (
    <Card id={id} title={title}>
      <div className="flex flex-wrap gap-2">
        {TONES.map((tone) => (
          <StatusBadge key={tone} tone={tone}>
            {t(`badges.${tone}`)}
          </StatusBadge>
        ))}
      </div>
    </Card>
  );
}

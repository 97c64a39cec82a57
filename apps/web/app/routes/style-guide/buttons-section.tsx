import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses, SubmitButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';

const VARIANTS = ['primary', 'secondary', 'ghost'] as const;

/** Every variant in both sizes, disabled, and a submit button while its form is on its way. */
export function ButtonsSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('style-guide');
  return (
    <Card id={id} title={title}>
      <div className="flex flex-col gap-4">
        {VARIANTS.map((variant) => (
          <div key={variant} className="flex flex-wrap items-center gap-3">
            <Button variant={variant}>{t(`buttons.${variant}`)}</Button>
            <Button variant={variant} size="sm">
              {t(`buttons.${variant}`)} · {t('buttons.small')}
            </Button>
            <Button variant={variant} disabled>
              {t(`buttons.${variant}`)} · {t('buttons.disabled')}
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          {/* A submit button outside a form never submits anything: it only shows its states. */}
          <SubmitButton pending={false} pendingLabel={t('buttons.sending')}>
            {t('buttons.submit')}
          </SubmitButton>
          <SubmitButton pending pendingLabel={t('buttons.sending')}>
            {t('buttons.submit')}
          </SubmitButton>
          <Link to={`#${id}`} className={buttonClasses('secondary', 'sm')}>
            {t('buttons.link')}
          </Link>
        </div>
      </div>
    </Card>
  );
}

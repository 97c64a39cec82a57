import { useTranslation } from 'react-i18next';
import { Card } from '~/components/ui/card';
import { EXTERNAL_LINK_REL } from '~/lib/safe-navigation';

/**
 * The government's central self-exclusion platform, always on the page (issue 35), with what it
 * does that this operator's self-exclusion does not.
 */
export function CentralExclusionLink({ href }: { href: string }) {
  const { t } = useTranslation('responsible-gaming');
  return (
    <Card title={t('page.central.heading')} id="plataforma-central">
      <p className="mb-3">{t('page.central.text')}</p>
      <a href={href} target="_blank" rel={EXTERNAL_LINK_REL} className="font-semibold underline">
        {t('page.central.link')}
      </a>
    </Card>
  );
}

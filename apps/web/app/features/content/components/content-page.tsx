import type { Page } from '@vitrine/contract/content.ts';
import { BRAZIL_TIME_ZONE } from '@vitrine/contract/brazil-calendar.ts';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Locale } from '~/core/i18n/config';

/** An operator page: its title, its (twice sanitised) HTML and when it was last updated. */
export function ContentPage({ page, locale }: { page: Page; locale: Locale }) {
  const { t } = useTranslation('common');
  const updated = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: BRAZIL_TIME_ZONE,
  }).format(new Date(page.updated_at));
  return (
    <article className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <p className="mt-2 text-sm text-fg-muted">{t('page.updatedAt', { date: updated })}</p>
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}

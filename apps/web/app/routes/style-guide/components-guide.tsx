import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import { ButtonsSection } from './buttons-section';
import { CardsSection } from './cards-section';
import { BadgesSection, ToastsSection } from './feedback-section';
import { FieldsSection } from './fields-section';
import { GuidePage } from './guide-page';
import { OverlaysSection } from './overlays-section';
import { LoadingSection, StatesSection } from './status-sections';

/** `/NewComponents`: every shared component in its states, grouped by kind. */
export function ComponentsGuide({ locale }: { locale: Locale }) {
  const { t } = useTranslation('style-guide');
  const sections = [
    { id: 'buttons', title: t('buttons.title') },
    { id: 'fields', title: t('fields.title') },
    { id: 'dialogs', title: t('overlays.title') },
    { id: 'toasts', title: t('toasts.title') },
    { id: 'cards', title: t('cards.title') },
    { id: 'loading', title: t('loading.title') },
    { id: 'badges', title: t('badges.title') },
    { id: 'states', title: t('states.title') },
  ] as const;
  const [buttons, fields, dialogs, toasts, cards, loading, badges, states] = sections;
  return (
    <GuidePage title={t('components.title')} intro={t('components.intro')} sections={sections}>
      <ButtonsSection {...buttons} />
      <FieldsSection {...fields} />
      <OverlaysSection {...dialogs} />
      <ToastsSection {...toasts} />
      <CardsSection {...cards} locale={locale} />
      <LoadingSection {...loading} />
      <BadgesSection {...badges} />
      <StatesSection {...states} />
    </GuidePage>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { SPORTSBOOK_NAMESPACE } from '../sportsbook-messages';

/**
 * A Betby widget that could not be had (its script, or the player's token): said in words, with a
 * way to try again, in the space the widget was given — never a blank page.
 */
export function WidgetLoadFailed({
  title,
  headingLevel = 2,
  onRetry,
}: {
  title: string;
  headingLevel?: 2 | 3;
  onRetry: () => void;
}) {
  const { t } = useTranslation(SPORTSBOOK_NAMESPACE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-line p-6 text-center"
    >
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="text-fg-muted">{t('failed.text')}</p>
      <Button onClick={onRetry}>{t('failed.retry')}</Button>
    </div>
  );
}

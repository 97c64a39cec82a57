import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { SubmitButton } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import {
  type Locale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  switchLocalePath,
} from '~/core/i18n/config';
import { setDocumentCookie } from '~/lib/storage';
import { useUpdateLanguage } from '../../api/update-language';
import { usePageLocale } from '../../hooks/use-page-locale';

/**
 * The language of the player's messages (`POST /profile/updateLanguage`). When it differs from
 * the site's, switching the site too is offered, not imposed.
 */
export function LanguageForm({ language }: { language: Locale }) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const { locale: siteLocale } = usePageLocale();
  const update = useUpdateLanguage();
  const [chosen, setChosen] = useState<Locale>(language);
  const [saved, setSaved] = useState<Locale | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(chosen, {
      onSuccess: (user) => {
        toast.success(t('personal.language.saved'));
        setSaved(user.language);
      },
    });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('personal.language.legend')}</legend>
        {LOCALES.map((locale) => (
          <label
            key={locale}
            lang={locale}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 has-[:checked]:border-accent"
          >
            <input
              type="radio"
              name="language"
              value={locale}
              checked={chosen === locale}
              onChange={() => setChosen(locale)}
              className="size-4 accent-accent"
            />
            {t(`personal.language.${locale}`)}
          </label>
        ))}
        <p className="text-xs text-fg-muted">{t('personal.language.hint')}</p>
      </fieldset>
      <FormError>{update.isError ? t('common.saveFailed') : null}</FormError>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="sm" pending={update.isPending} pendingLabel={t('common.saving')}>
          {t('personal.language.save')}
        </SubmitButton>
        {saved && saved !== siteLocale && (
          <Link
            to={switchLocalePath(location, saved)}
            lang={saved}
            hrefLang={saved}
            preventScrollReset
            onClick={() =>
              setDocumentCookie(LOCALE_COOKIE, saved, {
                maxAge: LOCALE_COOKIE_MAX_AGE,
                path: '/',
                sameSite: 'Lax',
              })
            }
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-2"
          >
            {t('personal.language.switchSite', { language: t(`personal.language.${saved}`) })}
          </Link>
        )}
      </div>
    </form>
  );
}

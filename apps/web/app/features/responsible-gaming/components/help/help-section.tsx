import type { ResponsibleGamingSettings } from '@vitrine/contract/site-config.ts';
import { useTranslation } from 'react-i18next';
import { Card } from '~/components/ui/card';
import { EXTERNAL_LINK_REL } from '~/lib/safe-navigation';

type Organisation = ResponsibleGamingSettings['support_organisations'][number];

/** Only an https address is linked: the tenant's content is treated as hostile. */
export function safeOrganisations(organisations: readonly Organisation[]): Organisation[] {
  return organisations.filter((organisation) => {
    try {
      return new URL(organisation.href).protocol === 'https:';
    } catch {
      return false;
    }
  });
}

/** The warning signs (`#sinais`, linked from the risk warning) and the tenant's support organisations. */
export function HelpSection({ organisations }: { organisations: readonly Organisation[] }) {
  const { t } = useTranslation('responsible-gaming');
  const signs = t('page.help.signs', { returnObjects: true });
  const linked = safeOrganisations(organisations);
  return (
    <Card title={t('page.help.heading')} id="ajuda">
      <div className="flex flex-col gap-4">
        <section id="sinais" aria-labelledby="sinais-heading" className="scroll-mt-20">
          <h3 id="sinais-heading" className="mb-2 font-bold">
            {t('page.help.signsHeading')}
          </h3>
          <ul className="list-disc pl-5">
            {(Array.isArray(signs) ? signs : []).map((sign) => (
              <li key={String(sign)}>{String(sign)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="organisations-heading">
          <h3 id="organisations-heading" className="mb-2 font-bold">
            {t('page.help.organisations')}
          </h3>
          {linked.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {linked.map((organisation) => (
                <li key={organisation.href}>
                  <a
                    href={organisation.href}
                    target="_blank"
                    rel={EXTERNAL_LINK_REL}
                    className="font-semibold underline"
                  >
                    {organisation.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('page.help.noOrganisations')}</p>
          )}
        </section>
      </div>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface GuideSection {
  id: string;
  title: string;
}

/** A style guide page: its title, what it is, a table of contents, and its sections (cards). */
export function GuidePage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly GuideSection[];
  children: ReactNode;
}) {
  const { t } = useTranslation('style-guide');
  return (
    <div className="flex flex-col gap-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="max-w-xl text-fg-muted">{intro}</div>
      <nav aria-label={t('onThisPage')} className="rounded-2xl border border-line p-4">
        <h2 className="text-sm font-semibold">{t('onThisPage')}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-1.5 underline underline-offset-2"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

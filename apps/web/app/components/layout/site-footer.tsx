import type { ReactNode } from 'react';
import { SocialIcon } from '../ui/icons';
import { LinkList } from '../ui/link-list';

export interface FooterLink {
  to: string;
  label: string;
}

export interface FooterSocialLink {
  href: string;
  icon: string;
  ariaLabel: string;
}

export function SiteFooter({
  label,
  logo,
  description,
  legalHeading,
  links,
  socialHeading,
  socialLinks,
  notices,
  ageMark,
  appLink,
}: {
  label: string;
  logo: ReactNode;
  description: string;
  /** Below the description: the link to install the app, when there is one to show. */
  appLink?: ReactNode;
  legalHeading: string;
  links: FooterLink[];
  socialHeading: string;
  socialLinks: FooterSocialLink[];
  notices: string[];
  /** The accessible name of the 18+ mark shown beside the notices. */
  ageMark: string;
}) {
  return (
    <footer aria-label={label} className="mt-16 border-t border-line bg-surface-raised">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          {logo}
          <p className="mt-4 max-w-prose text-sm text-fg-muted">{description}</p>
          {appLink}
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="font-semibold">
            {legalHeading}
          </h2>
          <LinkList
            links={links.map((link) => ({ to: link.to, content: link.label }))}
            className="mt-3 space-y-1 text-sm"
            linkClassName="inline-block py-1.5 text-fg-muted hover:text-fg hover:underline"
          />
        </nav>
        {socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="font-semibold">
              {socialHeading}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.ariaLabel}
                    className="grid size-11 place-items-center rounded-full border border-line text-fg-muted hover:text-fg"
                  >
                    <SocialIcon name={link.icon} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl gap-4 px-4 py-6 text-xs text-fg-muted sm:px-6">
          <span
            role="img"
            aria-label={ageMark}
            className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-current text-sm font-bold text-fg"
          >
            18+
          </span>
          <div className="space-y-1">
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}

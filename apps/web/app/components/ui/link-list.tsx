import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ListedLink {
  to: string;
  content: ReactNode;
}

/** A list of in-app links, one item each (a list tells screen readers how many there are). */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.content}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';

/**
 * 'Instalar o app', to the install guide. Hidden by CSS inside the installed app and once the app
 * was installed from this page (the `installed:` variant), so it needs no script of its own.
 */
export function InstallAppLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 text-sm font-semibold hover:bg-surface-overlay installed:hidden"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
        <rect
          x="6"
          y="2"
          width="12"
          height="20"
          rx="2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M12 7v7m-3-3 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </Link>
  );
}

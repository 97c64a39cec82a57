import { Link } from 'react-router';
import { useInstallState } from '../hooks/use-install-state';

/**
 * 'Instalar o app', to the install guide: not inside the installed app (hidden by CSS from the
 * first paint in standalone mode) nor once it has been installed from this page.
 */
export function InstallAppLink({ href, label }: { href: string; label: string }) {
  const { installed } = useInstallState();
  if (installed) return null;
  return (
    <Link
      to={href}
      className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 text-sm font-semibold hover:bg-surface-overlay standalone:hidden"
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

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { DecorativeImage } from '~/components/ui/decorative-image';
import type { SessionUser } from '~/core/session/model/session-user';
import { useSessionActions } from '~/core/session/session-context';

function initials(user: SessionUser): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.name.charAt(0) || '?').toUpperCase();
}

/** A disclosure with the player's links and sign-out; Escape and clicks outside close it. */
export function UserMenu({
  user,
  profileHref,
  walletHref,
  editHref,
  responsibleGamingHref,
  missionsHref,
  boxesHref,
  itemsHref,
  refersHref,
}: {
  user: SessionUser;
  profileHref: string;
  walletHref: string;
  editHref: string;
  responsibleGamingHref: string;
  missionsHref: string;
  /** 'Minhas caixas' and 'Meus itens', for a brand with boxes (issue 36). */
  boxesHref?: string | undefined;
  itemsHref?: string | undefined;
  /** 'Indique um amigo' (issue 38). */
  refersHref?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const { signOut } = useSessionActions();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation (one of the links) closes the menu.
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('auth.menuOpen', { name: user.first_name || user.name })}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-1 pl-1 hover:bg-surface-overlay sm:pr-3"
      >
        {user.avatar ? (
          <DecorativeImage
            src={user.avatar}
            width={36}
            height={36}
            className="size-9 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            // Generated content, not text: the initials decorate, the name says who it is.
            data-initials={initials(user)}
            className="grid size-9 place-items-center rounded-full bg-brand text-sm font-bold text-on-brand before:content-[attr(data-initials)]"
          />
        )}
        <span
          aria-hidden="true"
          className="hidden max-w-32 truncate font-semibold min-[720px]:inline"
        >
          {user.first_name || user.name}
        </span>
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-line bg-surface-raised p-1 shadow-2xl"
        >
          <li>
            <Link
              to={profileHref}
              className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
            >
              {t('auth.profile')}
            </Link>
          </li>
          <li>
            <Link
              to={walletHref}
              className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
            >
              {t('auth.wallet')}
            </Link>
          </li>
          {boxesHref && (
            <li>
              <Link
                to={boxesHref}
                className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
              >
                {t('auth.boxes')}
              </Link>
            </li>
          )}
          {itemsHref && (
            <li>
              <Link
                to={itemsHref}
                className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
              >
                {t('auth.items')}
              </Link>
            </li>
          )}
          <li>
            <Link
              to={missionsHref}
              className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
            >
              {t('auth.missions')}
            </Link>
          </li>
          {refersHref && (
            <li>
              <Link
                to={refersHref}
                className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
              >
                {t('auth.refers')}
              </Link>
            </li>
          )}
          <li>
            <Link
              to={editHref}
              className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
            >
              {t('auth.edit')}
            </Link>
          </li>
          <li>
            <Link
              to={responsibleGamingHref}
              className="flex min-h-11 items-center rounded-lg px-3 hover:bg-surface-overlay"
            >
              {t('auth.responsibleGaming')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void signOut().then(() => toast.success(t('auth.signedOut')));
              }}
              className="flex min-h-11 w-full items-center rounded-lg px-3 text-left hover:bg-surface-overlay"
            >
              {t('auth.signOut')}
            </button>
          </li>
          {/* Portaria 1.231/2024 art. 13 I: the 18+ mark on every communication (docs/product/brazil.md). */}
          <li className="mt-1 flex items-center gap-2 border-t border-line px-3 pt-2 text-xs text-fg-muted">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full border border-current font-bold"
            >
              18+
            </span>
            {t('auth.playResponsibly')}
          </li>
        </ul>
      )}
    </div>
  );
}

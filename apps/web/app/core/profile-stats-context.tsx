import { createContext, type ReactNode, Suspense, use, useState } from 'react';

/** What the profile-stats modal is given: one player's, open or closed. */
export interface ProfileStatsModalProps {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Renders the profile-stats modal (a lazy component, so the first use loads its code). */
export type RenderProfileStats = (props: ProfileStatsModalProps) => ReactNode;

const ProfileStatsContext = createContext<RenderProfileStats | null>(null);

/**
 * The profile-stats modal (§2) for whatever shows another player's name — the chat, the bet feed —
 * which may not import the profile feature. The layout provides it, loaded on first use.
 */
export function ProfileStatsProvider({
  render,
  children,
}: {
  render: RenderProfileStats;
  children: ReactNode;
}) {
  return <ProfileStatsContext value={render}>{children}</ProfileStatsContext>;
}

/**
 * A player's name that opens their profile-stats modal. The modal renders here, inside whatever
 * holds the name: from the chat panel it is a nested dialog, above the panel. Without a provider,
 * or without an id (a hidden name), it is plain text: a hidden name is never a link.
 */
export function PlayerName({
  userId,
  label,
  className = '',
  children,
}: {
  /** Null when the player hides their name. */
  userId: number | null;
  /** The button's accessible name: 'Ver o perfil de Ana S.'. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const renderModal = use(ProfileStatsContext);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!renderModal || userId === null) return <bdi className={className}>{children}</bdi>;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={`cursor-pointer rounded text-left underline-offset-2 hover:underline focus-visible:underline ${className}`}
      >
        <bdi>{children}</bdi>
      </button>
      {opened && (
        <Suspense fallback={null}>{renderModal({ userId, open, onOpenChange: setOpen })}</Suspense>
      )}
    </>
  );
}

import { createContext, type ReactNode, use } from 'react';
import type { User } from '@vitrine/contract/accounts.ts';

/**
 * What the profile pages need from the session, handed in by the route that composes them (a
 * feature does not read another feature): whether the API client holds the player's token yet, and
 * what to do when the server answers with a changed user (keep the session's copy current).
 */
export interface ProfileSession {
  ready: boolean;
  onUserChanged?: (user: User) => void;
}

const ProfileSessionContext = createContext<ProfileSession>({ ready: true });

export function ProfileSessionProvider({
  value,
  children,
}: {
  value: ProfileSession;
  children: ReactNode;
}) {
  return <ProfileSessionContext value={value}>{children}</ProfileSessionContext>;
}

export function useProfileSession(): ProfileSession {
  return use(ProfileSessionContext);
}

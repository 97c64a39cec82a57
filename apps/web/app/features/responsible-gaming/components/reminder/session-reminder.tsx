import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { useReminderMinutes } from '../../model/reminder-setting';

const SessionReminderDialog = lazy(() => import('./session-reminder-dialog'));

const MINUTE_MS = 60_000;

/** Sets `due` once `minutes` have passed, and again `minutes` after each `rearm`. */
function useReminderTimer(minutes: number | null, due: boolean, onDue: () => void): void {
  useEffect(() => {
    if (minutes === null || due) return;
    const timer = window.setTimeout(onDue, minutes * MINUTE_MS);
    return () => window.clearTimeout(timer);
  }, [minutes, due, onDue]);
}

/** One player's reminder: a sign-out, or another player, starts afresh. */
function PlayerReminder({ userId }: { userId: number }) {
  const [minutes] = useReminderMinutes(userId);
  const [due, setDue] = useState(false);
  const [onDue] = useState(() => () => setDue(true));
  useReminderTimer(minutes, due, onDue);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <SessionReminderDialog onContinue={() => setDue(false)} />
    </Suspense>
  );
}

/**
 * The session reminder (reality check, issue 35): every N minutes of the player's choice (off by
 * default) a dialog with the time in this session and its net result. Mounted with the idle layer.
 */
export default function SessionReminder() {
  const userId = useCurrentUser()?.id ?? null;
  return userId === null ? null : <PlayerReminder key={userId} userId={userId} />;
}

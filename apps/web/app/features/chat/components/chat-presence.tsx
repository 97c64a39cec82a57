import { useTranslation } from 'react-i18next';
import { useRealtimeOnlinePlayers } from '~/lib/realtime/realtime-provider';
import { chatAttachmentAddress } from '../model/chat-attachment';

/** §9 "Layout": the avatar group shows at most this many. */
export const AVATAR_GROUP_MAX = 4;

/**
 * Who is online, from the presence channel: the count and an avatar group of at most four. A
 * guest joins that channel with the chat (by its Guest-ID) and sees the same; guests on it are not
 * counted. Offline, nothing shows.
 */
export function ChatPresence() {
  const { t } = useTranslation('chat');
  const online = useRealtimeOnlinePlayers();
  if (online === null) return null;
  const shown = online.slice(0, AVATAR_GROUP_MAX);
  return (
    <div className="flex items-center gap-2 text-xs text-fg-muted">
      <ul aria-hidden="true" className="flex -space-x-2">
        {shown.map((player) => {
          const avatar = player.avatar ? chatAttachmentAddress(player.avatar) : null;
          return (
            <li
              key={player.id}
              data-testid="online-avatar"
              className="grid size-6 place-items-center overflow-hidden rounded-full border-2 border-surface-raised bg-surface-overlay text-[0.625rem] font-bold text-fg"
            >
              {avatar ? (
                <img
                  src={avatar}
                  alt=""
                  referrerPolicy="no-referrer"
                  className="size-full object-cover"
                />
              ) : (
                <span>{initialOf(player.name)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p>{t('online', { count: online.length })}</p>
    </div>
  );
}

/** The first letter of a name (a whole emoji or accented letter), or '?' when it is hidden. */
function initialOf(name: string | null): string {
  const first = name ? [...name.trim()][0] : undefined;
  return first ? first.toUpperCase() : '?';
}

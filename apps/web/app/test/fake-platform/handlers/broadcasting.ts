import { privateChannelOwner } from '@vitrine/contract/realtime.ts';
import type { FakeHandlers } from '../platform';
import { laravelError } from '../reply';
import { holdsBearer } from './session';

/** The test tenant's Pusher key; a signature here is a readable stand-in, not an HMAC. */
export const TEST_REALTIME_KEY = 'test-key';

const signature = (...parts: string[]) => `${TEST_REALTIME_KEY}:signed(${parts.join(':')})`;
const forbidden = () => laravelError(403, 'This action is unauthorized.');

/**
 * §7 Realtime, as docs/design/realtime.md has the platform answer: the db's player may join their
 * own channel and the presence channel with their bearer token, a guest their own guest channel
 * with its `Guest-ID`; anything else is refused with 403.
 */
export const broadcastingHandlers: FakeHandlers = {
  'POST /broadcasting/auth': ({ body, headers }, db) => {
    const owner = privateChannelOwner(body.channel_name);
    const auth = signature(body.socket_id, body.channel_name);
    if (owner?.kind === 'guest') {
      return headers.get('Guest-ID') === owner.guestId ? { auth } : forbidden();
    }
    if (!holdsBearer({ headers })) return forbidden();
    if (owner?.kind === 'player' && owner.userId === db.player.id) return { auth };
    if (owner?.kind === 'presence') {
      const channel_data = JSON.stringify({
        user_id: db.player.id,
        user_info: { name: db.player.name, avatar: db.player.avatar },
      });
      return { auth: signature(body.socket_id, body.channel_name, channel_data), channel_data };
    }
    return forbidden();
  },
  'POST /broadcasting/user-auth': ({ body, headers }, db) => {
    if (!holdsBearer({ headers })) return forbidden();
    const user_data = JSON.stringify({
      id: String(db.player.id),
      user_info: { name: db.player.name, avatar: db.player.avatar },
    });
    return { auth: signature(body.socket_id, '', 'user', user_data), user_data };
  },
};

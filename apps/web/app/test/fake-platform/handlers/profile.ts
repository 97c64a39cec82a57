import { USER_SETTING_KEYS } from '@vitrine/contract/user.ts';
import type { FakeHandlers } from '../platform';
import { unauthenticated } from '../reply';
import { holdsBearer } from './session';

/** §7 Profile: the signed-in player of the db, their wallet and VIP progress. */
export const profileHandlers: FakeHandlers = {
  'GET /profile': (call, db) =>
    holdsBearer(call)
      ? {
          data: db.player,
          wallet: db.wallet,
          transactions: { data: [], current_page: 1, last_page: 1, total: 0 },
        }
      : unauthenticated(),
  'GET /profile/wallet': (call, db) =>
    holdsBearer(call) ? { wallet: db.wallet } : unauthenticated(),
  'GET /profile/vip': (call, db) => (holdsBearer(call) ? { data: db.vip } : unauthenticated()),
  'POST /profile/show': ({ body }, db) => ({
    data: { id: Number(body.user_id), name: db.player.name, level: db.player.level },
  }),
  'POST /profile/update-settings': ({ body }, db) => {
    const settings = { ...db.player.settings };
    for (const key of USER_SETTING_KEYS) {
      if (body[key] !== undefined) settings[key] = body[key] === true;
    }
    db.player = { ...db.player, settings };
    return { data: db.player };
  },
  'POST /profile/toggle-hide-metrics': ({ body }, db) => {
    db.player = { ...db.player, hide_metrics: body.hide_metrics === true };
    return { data: db.player };
  },
  'POST /profile/uploadAvatar': (_call, db) => {
    db.player = { ...db.player, avatar: `http://storage.test/avatars/${db.player.id}.png` };
    return { data: db.player };
  },
};

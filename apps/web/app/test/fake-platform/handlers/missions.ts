import type { Mission } from '@vitrine/contract/missions.ts';
import type { FakeDb } from '../db';
import type { FakeHandlers } from '../platform';
import { laravelError, unauthenticated } from '../reply';
import { holdsBearer } from './session';

function findMission(db: FakeDb, id: string | undefined): [number, Mission] | null {
  const index = db.missions.findIndex((mission) => String(mission.id) === id);
  const found = db.missions[index];
  return found ? [index, found] : null;
}

/**
 * The missions as the reference platform answers them (docs/design/rewards.md "Missions"): a
 * guest sees every mission as `available`; accepting and claiming need a player. A claim of a
 * completed mission pays a loyalty reward into `db.wallet`.
 */
export const missionHandlers: FakeHandlers = {
  'GET /missions': (call, db) => {
    if (holdsBearer(call)) return { data: db.missions };
    return {
      data: db.missions.map((mission) => ({
        ...mission,
        status: 'available' as const,
        accepted_at: null,
        completed_at: null,
        claimed_at: null,
      })),
    };
  },
  'POST /missions/:id/accept': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const found = findMission(db, call.params.id);
    if (!found) return laravelError(404, 'Missão não encontrada.');
    const [index, mission] = found;
    if (mission.status !== 'available') return laravelError(409, 'Missão já aceita.');
    const accepted: Mission = { ...mission, status: 'accepted', accepted_at: db.rgNow };
    db.missions[index] = accepted;
    return { mission: accepted };
  },
  'POST /missions/:id/claim': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const found = findMission(db, call.params.id);
    if (!found) return laravelError(404, 'Missão não encontrada.');
    const [index, mission] = found;
    if (mission.status !== 'completed') return laravelError(409, 'Missão ainda não concluída.');
    const claimed: Mission = { ...mission, status: 'claimed', claimed_at: db.rgNow };
    db.missions[index] = claimed;
    const loyalty = mission.reward.kind === 'loyalty' ? (mission.reward.amount ?? 0) : 0;
    db.wallet = { ...db.wallet, loyalty_balance: (db.wallet.loyalty_balance ?? 0) + loyalty };
    return {
      message: 'Recompensa resgatada!',
      mission: claimed,
      wallet: db.wallet,
      user_box: null,
    };
  },
};

import { describe, expect, it } from 'vitest';
import { makeMission } from '~/test/fixtures';
import { isClaimed, isWidgetMission, missionAction } from './mission-state';

describe('mission state (§4 "Mission")', () => {
  it('offers accept for an available mission and claim for a completed one', () => {
    expect(missionAction(makeMission(1, { status: 'available', accepted_at: null }))).toBe(
      'accept',
    );
    expect(missionAction(makeMission(1))).toBeNull();
    const completed = makeMission(1, { status: 'completed', completed_at: '2026-03-02T10:00:00Z' });
    expect(missionAction(completed)).toBe('claim');
    expect(isClaimed(completed)).toBe(false);
  });

  it('treats a mission with claimed_at, or completed_at and no claim pending, as claimed', () => {
    expect(isClaimed(makeMission(1, { claimed_at: '2026-03-02T10:00:00Z' }))).toBe(true);
    expect(
      isClaimed(makeMission(1, { status: 'claimed', completed_at: '2026-03-02T10:00:00Z' })),
    ).toBe(true);
    expect(missionAction(makeMission(1, { claimed_at: '2026-03-02T10:00:00Z' }))).toBe('claimed');
  });

  it('shows a player’s accepted, unclaimed missions as widgets, and a guest’s available ones', () => {
    expect(isWidgetMission(makeMission(1), true)).toBe(true);
    expect(isWidgetMission(makeMission(1, { status: 'completed' }), true)).toBe(true);
    expect(isWidgetMission(makeMission(1, { status: 'available' }), true)).toBe(false);
    expect(isWidgetMission(makeMission(1, { status: 'claimed' }), true)).toBe(false);
    expect(isWidgetMission(makeMission(1, { status: 'available' }), false)).toBe(true);
  });
});

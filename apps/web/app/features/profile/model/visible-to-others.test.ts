import { describe, expect, it } from 'vitest';
import { testPublicProfile, testUser } from '~/test/fixtures';
import { visibleToOthers } from './visible-to-others';

const everything = testPublicProfile();
const settings = testUser().settings;

describe('visibleToOthers', () => {
  it('keeps every part when nothing is hidden', () => {
    expect(visibleToOthers(everything, { settings, hide_metrics: false })).toEqual(everything);
  });

  it('leaves out each part its setting hides', () => {
    const visible = visibleToOthers(everything, {
      settings: { ...settings, hide_username: true, hide_played_games: true },
      hide_metrics: false,
    });
    expect(Object.keys(visible).sort()).toEqual(
      ['activity', 'avatar', 'battle_rewards', 'id', 'level', 'statistics', 'vip'].sort(),
    );
  });

  it('hides level, VIP and statistics with hide_metrics', () => {
    const visible = visibleToOthers(everything, { settings, hide_metrics: true });
    expect(visible).not.toHaveProperty('level');
    expect(visible).not.toHaveProperty('vip');
    expect(visible).not.toHaveProperty('statistics');
    expect(visible).toHaveProperty('name', 'Ana Souza');
  });

  it('leaves only the id with hide_all', () => {
    expect(
      visibleToOthers(everything, {
        settings: { ...settings, hide_all: true },
        hide_metrics: false,
      }),
    ).toEqual({ id: 1 });
  });
});

import type { publicProfileSchema, UserSettings } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';

type PublicProfile = z.output<typeof publicProfileSchema>;

export interface PrivacyChoices {
  settings: UserSettings;
  hide_metrics: boolean;
}

/**
 * The player's own profile as other players get it. The server answers the owner with every part,
 * so the owner's preview leaves out what their settings hide, by the same rules: each setting its
 * part, hide_metrics the level, VIP and statistics, hide_all everything but the id.
 */
export function visibleToOthers(
  profile: PublicProfile,
  { settings, hide_metrics: hideMetrics }: PrivacyChoices,
): PublicProfile {
  const shown = (hidden: boolean) => !settings.hide_all && !hidden;
  const { id, name, avatar, level, vip, statistics, activity, played_games, battle_rewards } =
    profile;
  return {
    id,
    ...(shown(settings.hide_username) && { name }),
    ...(shown(false) && { avatar }),
    ...(shown(hideMetrics) && { level, vip }),
    ...(shown(settings.hide_statistics || hideMetrics) && { statistics }),
    ...(shown(settings.hide_activity) && { activity }),
    ...(shown(settings.hide_played_games) && { played_games }),
    ...(shown(settings.hide_battle_rewards) && { battle_rewards }),
  };
}

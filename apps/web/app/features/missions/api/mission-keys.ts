/**
 * Query keys of the missions (house rule: key factories). Per viewer: a guest sees the
 * guest-visible missions, a player their own, with their progress.
 */
export const missionKeys = {
  all: ['missions'] as const,
  list: (viewer: string) => [...missionKeys.all, 'list', viewer] as const,
};

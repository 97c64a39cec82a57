/**
 * Query keys of the responsible-gaming page (house rule: key factories). A limit change, a pause
 * or a self-exclusion invalidates `responsibleGamingKeys.all`: the limits, the blocks and the
 * history move together.
 */
export const responsibleGamingKeys = {
  all: ['responsible-gaming'] as const,
  limits: () => [...responsibleGamingKeys.all, 'limits'] as const,
  blocks: () => [...responsibleGamingKeys.all, 'blocks'] as const,
  history: () => [...responsibleGamingKeys.all, 'history'] as const,
  session: () => [...responsibleGamingKeys.all, 'session'] as const,
};

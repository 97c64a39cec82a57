/** Query keys of the profile pages; mutations invalidate through `profileKeys.all`. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  vip: () => [...profileKeys.all, 'vip'] as const,
  documents: () => [...profileKeys.all, 'documents'] as const,
  publicProfile: (userId: number) => [...profileKeys.all, 'public', userId] as const,
};

/** The session feature's key root (`sessionKeys.all`): its `me` query holds the same user. */
export const SESSION_QUERY_KEY = ['session'] as const;

import { z } from 'zod';

export const PROFILE_NAMESPACE = 'profile';

const layoutDataSchema = z.object({
  profileMessages: z.object({ titles: z.record(z.string(), z.string()) }),
});

/** A page title from the profile area's messages, for `meta` (which runs outside React). */
export function profileTitle(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
  key: 'profile' | 'edit' | 'verification' | 'wallet' | 'sportsBets',
): string | undefined {
  for (const match of matches) {
    const parsed = layoutDataSchema.safeParse(match?.loaderData);
    if (parsed.success) return parsed.data.profileMessages.titles[key];
  }
  return undefined;
}

import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { CodePurpose } from '@vitrine/contract/accounts.ts';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/users.ts';
import type { CodeTarget } from './verification-codes.ts';

/**
 * Of several contacts (the e-mail and the phone of a registration), the one whose code of this
 * purpose was asked for last; the first when none was.
 */
export async function latestCodeTarget(
  db: Database,
  candidates: [CodeTarget, ...CodeTarget[]] | CodeTarget[],
  purpose: CodePurpose,
): Promise<CodeTarget> {
  const [first] = candidates;
  if (!first) throw new Error('latestCodeTarget needs a candidate');
  const [latest] = await db
    .select({ channel: verificationCodes.channel, to: verificationCodes.destination })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, first.tenantId),
        eq(verificationCodes.purpose, purpose),
        inArray(
          verificationCodes.destination,
          candidates.map((candidate) => candidate.to),
        ),
        or(...candidates.map((candidate) => eq(verificationCodes.channel, candidate.channel))),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const match = candidates.find(
    (candidate) => candidate.channel === latest?.channel && candidate.to === latest.to,
  );
  return match ?? first;
}

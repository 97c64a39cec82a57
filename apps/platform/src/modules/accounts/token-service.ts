import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/users.ts';
import type { UserRow } from '../users/user-service.ts';

// A bearer token lives 30 days unless revoked (the web keeps its cookie 7 days, §9 Sessions).
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token (32 bytes, base64url) for the user; only its SHA-256 is stored. */
export async function issueToken(db: Database, user: UserRow, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    tenantId: user.tenantId,
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

export interface TokenOwner {
  user: UserRow;
  tokenId: number;
  /** When the token was issued: the sign-in, the session's first proof of who is playing. */
  tokenCreatedAt: Date;
}

/**
 * The user a token belongs to, if it is live and was issued by this tenant. A token of another
 * tenant is simply not found.
 */
export async function findTokenOwner(
  db: Database,
  tenantId: number,
  token: string,
  now: Date,
): Promise<TokenOwner | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await db
    .select({ tokenId: authTokens.id, tokenCreatedAt: authTokens.createdAt, user: users })
    .from(authTokens)
    .innerJoin(users, and(eq(users.tenantId, authTokens.tenantId), eq(users.id, authTokens.userId)))
    .where(
      and(
        eq(authTokens.tenantId, tenantId),
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Database, tenantId: number, tokenId: number, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, tokenId)));
}

/** Revokes every live token of a user, but the one in `keepTokenId` if given. */
export async function revokeUserTokens(
  db: Database,
  user: Pick<UserRow, 'tenantId' | 'id'>,
  now: Date,
  keepTokenId?: number,
) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.tenantId, user.tenantId),
        eq(authTokens.userId, user.id),
        isNull(authTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    );
}

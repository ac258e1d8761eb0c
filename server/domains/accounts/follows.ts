import { and, desc, eq, sql } from 'drizzle-orm';
import { FANS_PAGE_SIZE, type FansPage, type FollowResult } from '../../../common/api/profile';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import { avatarUrl, followedBySql } from './profiles';

const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';

/** The id of the user with `profileName`; 404 when nobody has it. */
async function userIdByProfileName(db: Db, profileName: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.profileName, profileName));
  if (!row) throw new AppError('not_found', REASONS.notFound);
  return row.id;
}

async function fanCountOf(db: Db, followeeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.followeeId, followeeId));
  return Number(row?.count ?? 0);
}

/** `followerId` becomes a fan of `profileName`; following twice changes nothing. */
export async function follow(db: Db, followerId: string, profileName: string): Promise<FollowResult> {
  const followeeId = await userIdByProfileName(db, profileName);
  if (followeeId === followerId) throw new AppError('cannot_follow_self', CANNOT_FOLLOW_SELF);
  await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
  return { isFollowedByMe: true, fanCount: await fanCountOf(db, followeeId) };
}

/** `followerId` stops following `profileName`; not following is not an error. */
export async function unfollow(db: Db, followerId: string, profileName: string): Promise<FollowResult> {
  const followeeId = await userIdByProfileName(db, profileName);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  return { isFollowedByMe: false, fanCount: await fanCountOf(db, followeeId) };
}

/**
 * A page of the people following `profileName`, newest fans first, as `viewerId` sees them. One
 * query for the page whatever its length (the total rides along as a window count).
 */
export async function fansOf(
  db: Db,
  viewerId: string | null,
  profileName: string,
  page: number,
): Promise<FansPage> {
  const followeeId = await userIdByProfileName(db, profileName);
  const rows = await db
    .select({
      profileName: users.profileName,
      fullName: users.fullName,
      avatarKey: users.avatarKey,
      userId: users.id,
      isFollowedByMe: followedBySql(viewerId, users.id),
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(eq(follows.followeeId, followeeId))
    .orderBy(desc(follows.createdAt), users.id)
    .limit(FANS_PAGE_SIZE)
    .offset((page - 1) * FANS_PAGE_SIZE);
  return {
    fans: rows.map((row) => ({
      profileName: row.profileName ?? '',
      fullName: row.fullName,
      avatarUrl: avatarUrl(row.avatarKey),
      isFollowedByMe: Boolean(row.isFollowedByMe),
      isMe: row.userId === viewerId,
    })),
    // A page past the end has no rows to carry the total; it is then counted apart.
    total: rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await fanCountOf(db, followeeId),
    page,
    pageSize: FANS_PAGE_SIZE,
  };
}

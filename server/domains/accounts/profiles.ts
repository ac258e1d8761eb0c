import { eq, inArray, sql } from 'drizzle-orm';
import type { EmailExistence, PublicProfile, SetProfileDetailsInput } from '../../../common/api/profile';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/schema';

/** The public address of an avatar's storage key. */
export function avatarUrl(avatarKey: string | null): string | null {
  return avatarKey ? `/media/avatars/${avatarKey}` : null;
}

/** Does `viewerId` follow the user of the row? (a SQL fragment; false for a visitor) */
export function followedBySql(viewerId: string | null, followeeId: typeof users.id) {
  return viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${follows} f
        WHERE f.follower_id = ${viewerId} AND f.followee_id = ${followeeId})`
    : sql<boolean>`false`;
}

/**
 * The public profiles of `names`, in their order (null for a name nobody has), as `viewerId` sees
 * them. One query whatever the number of names: fan counts and follow flags are subqueries.
 */
export async function profilesByName(
  db: Db,
  viewerId: string | null,
  names: readonly string[],
): Promise<Array<PublicProfile | null>> {
  const rows = await db
    .select({
      userId: users.id,
      profileName: users.profileName,
      fullName: users.fullName,
      profileSummary: users.profileSummary,
      headerColour: users.headerColour,
      avatarKey: users.avatarKey,
      fanCount: sql<number>`(SELECT count(*) FROM ${follows} f WHERE f.followee_id = ${users.id})::int`,
      isFollowedByMe: followedBySql(viewerId, users.id),
    })
    .from(users)
    .where(inArray(users.profileName, [...new Set(names)]));
  const byName = new Map(
    rows.map(({ avatarKey, ...row }) => [
      row.profileName,
      {
        ...row,
        profileName: row.profileName ?? '',
        avatarUrl: avatarUrl(avatarKey),
        fanCount: Number(row.fanCount),
        isFollowedByMe: Boolean(row.isFollowedByMe),
        isOwner: row.userId === viewerId,
      },
    ]),
  );
  return names.map((name) => byName.get(name) ?? null);
}

/** Which addresses have an account, and nothing else about them. One query. */
export async function emailsExist(db: Db, addresses: readonly string[]): Promise<EmailExistence[]> {
  const lowered = addresses.map((address) => address.toLowerCase());
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowered));
  const found = new Set(rows.map((row) => row.email));
  return addresses.map((emailAddress, index) => ({
    emailAddress,
    exists: found.has(lowered[index] ?? ''),
  }));
}

/** Save the summary and header colour a user edited; a field left out keeps its value. */
export async function setProfileDetails(
  db: Db,
  userId: string,
  input: SetProfileDetailsInput,
): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.profileSummary !== undefined) changes.profileSummary = input.profileSummary || null;
  if (input.headerColour !== undefined) changes.headerColour = input.headerColour;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** The profile name of a user (null before one is given). */
export async function profileNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.profileName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

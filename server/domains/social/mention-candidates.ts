import { sql } from 'drizzle-orm';
import { MENTION_CANDIDATES_MAX } from '../../../common/api/comment';
import type { SocialPerson } from '../../../common/api/feed';
import { type Db, rowsOf } from '../../db/client';
import { likeLiteral } from '../../db/like-pattern';
import { classMemberIds } from './class-members';
import type { SocialClass } from './class-standing';
import { personOf } from './post-rows';

/**
 * The class's members (classMemberIds) other than the caller whose name has a word starting with
 * `q` (any case; everyone for an empty `q`), by name, at most MENTION_CANDIDATES_MAX: one query.
 */
export async function mentionCandidates(
  db: Db,
  userId: string,
  cohort: SocialClass,
  q: string,
): Promise<SocialPerson[]> {
  const word = likeLiteral(q.toLowerCase());
  const rows = rowsOf<{
    authorId: string;
    fullName: string;
    profileName: string | null;
    avatarKey: string | null;
  }>(
    await db.execute(sql`
      SELECT u.id AS "authorId", u.full_name AS "fullName", u.profile_name AS "profileName", u.avatar_key AS "avatarKey"
      FROM users u
      WHERE u.id IN ${classMemberIds(cohort)} AND u.id <> ${userId}::uuid
        AND (lower(u.full_name) LIKE ${`${word}%`} OR lower(u.full_name) LIKE ${`% ${word}%`})
      ORDER BY lower(u.full_name), u.id
      LIMIT ${MENTION_CANDIDATES_MAX}`),
  );
  return rows.map(personOf);
}

import { type SQL, sql } from 'drizzle-orm';
import {
  POST_SCHEMES,
  type PostScheme,
  REVEAL_CONDITIONS,
  type RevealCondition,
} from '../../../common/domain/social/post-sharing';
import { afterDaysSql } from './class-standing';
import { GROUP_WORK_TYPE, groupmatesSql, inPageGroupSql, SHARED_GROUP_TYPE } from './group-posts-sql';

// Who sees a post block's posts, and when (spec §3 Block sharing `scheme` and `condition`): the rule
// once in TypeScript (one post, a block feed's `withheld`) and once in SQL (a feed's page, filtered
// in its one query). The two say the same: feeds.test.ts reads each condition through getPost
// (TypeScript) and through both feeds (SQL).

/** A post block's sharing of its posts. */
export interface PostSharing {
  scheme: PostScheme;
  condition: RevealCondition;
  /** Under the 'group' scheme, the group type whose members see each other's posts (null: none). */
  groupType: string | null;
}

/** The sharing stored in a block's settings, with the defaults of BlockSettings for anything missing. */
export function sharingOf(settings: Record<string, unknown>): PostSharing {
  const sharing = (settings.sharing ?? {}) as { scheme?: unknown; condition?: unknown; groups?: unknown };
  const scheme = POST_SCHEMES.find((each) => each === sharing.scheme) ?? 'class';
  const condition = REVEAL_CONDITIONS.find((each) => each === sharing.condition) ?? 'always';
  const first = Array.isArray(sharing.groups) ? sharing.groups[0] : undefined;
  const groupType = typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
  return { scheme, condition, groupType };
}

/** Whether a learner sees the others' posts on a block now, and if not, why and until when. */
export interface OthersPosts {
  visible: boolean;
  withheld: 'after_posting' | 'after_due_date' | null;
  revealsAt: string | null;
}

/**
 * What a learner of the class sees of the others' posts on a block: none under the 'staff' scheme
 * (nothing to wait for); under 'after_posting', none until they have posted; under
 * 'after_due_date', none until the page's due date in their schedule (`dueAt`; a page without one
 * has nothing to wait for, so its posts show at once).
 */
export function othersPostsFor(
  sharing: PostSharing,
  learner: { postNum: number; dueAt: string | null },
  now: Date,
): OthersPosts {
  if (sharing.scheme === 'staff') return { visible: false, withheld: null, revealsAt: null };
  if (sharing.condition === 'after_posting' && learner.postNum === 0) {
    return { visible: false, withheld: 'after_posting', revealsAt: null };
  }
  if (
    sharing.condition === 'after_due_date' &&
    learner.dueAt !== null &&
    Date.parse(learner.dueAt) > now.getTime()
  ) {
    return { visible: false, withheld: 'after_due_date', revealsAt: learner.dueAt };
  }
  return { visible: true, withheld: null, revealsAt: null };
}

/** The block `b` is shared with readers now (content's isSharedWithReaders), in SQL. */
const BLOCK_SHARED = sql`(CASE coalesce(b.settings #>> '{sharing,accessType}', 'everyone')
  WHEN 'staff' THEN false
  WHEN 'after_date' THEN CASE
    WHEN (b.settings #>> '{sharing,revealAfter}') ~ '^\\d{4}-\\d{2}-\\d{2}T'
    THEN (b.settings #>> '{sharing,revealAfter}')::timestamptz <= now() ELSE false END
  ELSE true END)`;

/** Where the learner's page schedule starts, as SQL values (null: no schedule applies). */
export interface LearnerSchedule {
  userId: string;
  startAt: string | null;
  timeZone: string;
}

/**
 * May the learner see the post `p` (its block `b` and page `pg` left-joined) of their own class?
 * Their own posts always; others' unless hidden by staff, on a block shared with readers, on a page
 * open in their schedule and not restricted to a group type they are in no group of, under the
 * block's scheme and condition (othersPostsFor). Announcements reach every learner of the class.
 */
export function learnerSeesPostSql({ userId, startAt, timeZone }: LearnerSchedule): SQL {
  const start = sql`${startAt}::timestamptz`;
  const tz = sql`${timeZone}::text`;
  const opened = sql`(pg.unlock_after_days IS NULL OR ${start} IS NULL
    OR ${afterDaysSql(start, sql`pg.unlock_after_days`, tz)} <= now())`;
  const due = sql`(pg.due_after_days IS NULL OR ${start} IS NULL
    OR ${afterDaysSql(start, sql`pg.due_after_days`, tz)} <= now())`;
  const viewer = sql`${userId}::uuid`;
  // Group work: the learner's group's posts count as theirs (seen at once, and for 'after_posting').
  const groupmate = sql`(${GROUP_WORK_TYPE} IS NOT NULL
    AND ${groupmatesSql(viewer, sql`p.author_id`, sql`p.cohort_id`, GROUP_WORK_TYPE)})`;
  const posted = sql`EXISTS (SELECT 1 FROM posts mine
    WHERE mine.block_id = p.block_id AND mine.cohort_id = p.cohort_id AND (mine.author_id = ${viewer}
      OR (${GROUP_WORK_TYPE} IS NOT NULL
        AND ${groupmatesSql(viewer, sql`mine.author_id`, sql`p.cohort_id`, GROUP_WORK_TYPE)})))`;
  // The 'group' scheme: only from members of the learner's group of the shared type.
  const inSharedGroup = sql`(coalesce(b.settings #>> '{sharing,scheme}', 'class') <> 'group'
    OR ${groupmatesSql(viewer, sql`p.author_id`, sql`p.cohort_id`, SHARED_GROUP_TYPE)})`;
  const reads = sql`${BLOCK_SHARED} AND ${opened} AND ${inPageGroupSql(viewer, sql`p.cohort_id`)}`;
  return sql`(p.author_id = ${userId}::uuid OR (p.hidden_at IS NULL AND (p.type = 'announcement'
    OR (${groupmate} AND ${reads}) OR (
    coalesce(b.settings #>> '{sharing,scheme}', 'class') <> 'staff' AND ${inSharedGroup} AND ${reads}
    AND CASE coalesce(b.settings #>> '{sharing,condition}', 'always')
      WHEN 'after_posting' THEN ${posted}
      WHEN 'after_due_date' THEN ${due}
      ELSE true END))))`;
}

import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { InvitationStatus } from '../../../common/api/invitations';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { classInvitations, cohorts, courses, enrolments, users } from '../../db/schema';
import type { Outbox } from '../../mail/mailer';
import { AppError } from '../../rpc/app-error';
import { isActiveLearner } from './active-learner';
import { CLASS_REASONS } from './class-reasons';
import { enrolInClass } from './enrol';
import { queueInvitationMail } from './invitation-mail';
import { newInvitationToken } from './invitation-tokens';

/** An invitation to process, with what its mail names. */
export interface InvitationWork {
  id: string;
  email: string;
  cohortId: string;
  cohortName: string;
  courseName: string;
  inviterName: string;
  inviterLanguage: string;
}

/**
 * What became of one invitation; `reason` explains an unprocessed one, `sentRecently` marks one
 * left as it was because its mail went out within the resend cooldown.
 */
export interface InvitationOutcome {
  status: InvitationStatus;
  reason?: string;
  sentRecently?: boolean;
}

/** What processing needs besides the transaction: the outbox, the link's base and the log. */
export interface ProcessingDeps {
  outbox: Outbox;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: Logger;
}

/**
 * Take up to `limit` invitations matching `where`, locked for this transaction; rows another
 * worker holds are skipped, so two workers never process one invitation.
 */
export async function claimInvitations(db: Db, where: SQL, limit: number): Promise<InvitationWork[]> {
  const inviter = users;
  return db
    .select({
      id: classInvitations.id,
      email: classInvitations.email,
      cohortId: cohorts.id,
      cohortName: cohorts.name,
      courseName: courses.name,
      inviterName: sql<string>`coalesce(${inviter.fullName}, '')`,
      inviterLanguage: sql<string>`coalesce(${inviter.preferredLanguage}, 'en')`,
    })
    .from(classInvitations)
    .innerJoin(cohorts, eq(cohorts.id, classInvitations.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .leftJoin(inviter, eq(inviter.id, classInvitations.invitedBy))
    .where(where)
    .orderBy(classInvitations.createdAt, classInvitations.id)
    .limit(limit)
    .for('update', { of: classInvitations, skipLocked: true });
}

/**
 * Process claimed invitations (spec §4 invitee status): an address already active in the class is
 * `already_enrolled`; a class that refuses newcomers (full, closed, ended) leaves the address
 * `unprocessed` with the reason, which is answered and logged (the table has no column for it);
 * every other address gets a fresh token and the invitation mail (`pending_enrolled`), whether or
 * not it has an account: the invited person accepts or declines, and the inviter is never told
 * which addresses have accounts. Statuses are written in one statement. Call inside a transaction.
 */
export async function processInvitations(
  db: Db,
  deps: ProcessingDeps,
  work: readonly InvitationWork[],
): Promise<Map<string, InvitationOutcome>> {
  const outcomes = new Map<string, InvitationOutcome>();
  if (work.length === 0) return outcomes;
  const members = await membersByAddress(db, work);
  const refusals = new Map<string, string | null>();
  const updates: StatusUpdate[] = [];
  for (const invitation of work) {
    const memberId = members.get(memberKey(invitation.cohortId, invitation.email));
    let update: StatusUpdate;
    if (memberId) {
      update = { id: invitation.id, status: 'already_enrolled', userId: memberId };
    } else {
      if (!refusals.has(invitation.cohortId)) {
        refusals.set(invitation.cohortId, await classRefusal(db, invitation.cohortId));
      }
      const refusal = refusals.get(invitation.cohortId);
      update = refusal
        ? { id: invitation.id, status: 'unprocessed', reason: refusal }
        : await invite(deps, invitation);
    }
    if (update.status === 'unprocessed') {
      deps.logger.info({ invitationId: invitation.id, reason: update.reason }, 'invitation unprocessed');
    }
    updates.push(update);
    outcomes.set(
      invitation.id,
      update.reason ? { status: update.status, reason: update.reason } : { status: update.status },
    );
  }
  await writeStatuses(db, updates);
  return outcomes;
}

/** A status to write, with the account enrolled or the hash of a newly mailed token. */
export interface StatusUpdate {
  id: string;
  status: InvitationStatus;
  reason?: string;
  userId?: string;
  tokenHash?: string;
}

/** Enrol an invited account; a refusal of the class becomes an unprocessed status with its reason. */
export async function enrolInvited(
  db: Db,
  cohortId: string,
  userId: string,
): Promise<{ status: InvitationStatus; reason?: string }> {
  try {
    const result = await enrolInClass(db, { cohortId, userId, source: 'invitation', status: 'active' });
    return { status: result.outcome === 'already_enrolled' ? 'already_enrolled' : 'auto_enrolled' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: 'unprocessed', reason: error.reason };
  }
}

async function invite(deps: ProcessingDeps, invitation: InvitationWork): Promise<StatusUpdate> {
  const { token, tokenHash } = newInvitationToken();
  await queueInvitationMail(deps.outbox, deps.config, invitation.email, token, {
    cohortName: invitation.cohortName,
    courseName: invitation.courseName,
    inviterName: invitation.inviterName,
    language: invitation.inviterLanguage,
  });
  return { id: invitation.id, status: 'pending_enrolled', tokenHash };
}

const memberKey = (cohortId: string, email: string) => `${cohortId}:${email.toLowerCase()}`;

/** The accounts of the invited addresses already active in the inviting class, by class and lowercase address, in one query. */
async function membersByAddress(db: Db, work: readonly InvitationWork[]): Promise<Map<string, string>> {
  const addresses = [...new Set(work.map((invitation) => invitation.email.toLowerCase()))];
  const cohortIds = [...new Set(work.map((invitation) => invitation.cohortId))];
  const rows = await db
    .select({ id: users.id, cohortId: enrolments.cohortId, address: sql<string>`lower(${users.email})` })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .where(
      and(
        inArray(sql`lower(${users.email})`, addresses),
        inArray(enrolments.cohortId, cohortIds),
        eq(enrolments.status, 'active'),
      ),
    );
  return new Map(rows.map((row) => [memberKey(row.cohortId, row.address), row.id]));
}

/** Why the class would refuse a newcomer now (ended, closed, full), or null: the checks of enrolInClass. */
async function classRefusal(db: Db, cohortId: string): Promise<string | null> {
  const [row] = await db
    .select({
      ended: sql<boolean>`coalesce(${cohorts.endDate} <= now(), false)`,
      closed: sql<boolean>`coalesce(${cohorts.enrolmentCloseDate} <= now(), false)`,
      seatLimit: cohorts.seatLimit,
      // Written out in full: drizzle leaves columns unqualified in a one-table select.
      taken: sql<number>`(
        select count(*) from enrolments e
        where e.cohort_id = cohorts.id and ${isActiveLearner('e')}
      )`.mapWith(Number),
    })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
  if (!row) return CLASS_REASONS.classEnded;
  if (row.ended) return CLASS_REASONS.classEnded;
  if (row.closed) return CLASS_REASONS.enrolmentClosed;
  if (row.seatLimit !== null && row.taken >= row.seatLimit) return CLASS_REASONS.classFull;
  return null;
}

/** Every status of a batch in one UPDATE … FROM (VALUES …). */
export async function writeStatuses(db: Db, updates: readonly StatusUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const values = sql.join(
    updates.map(
      (update) =>
        sql`(${update.id}::uuid, ${update.status}::text, ${update.userId ?? null}::uuid, ${update.tokenHash ?? null}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${classInvitations} as ci
    set status = v.status,
        user_id = coalesce(v.user_id, ci.user_id),
        token_hash = coalesce(v.token_hash, ci.token_hash),
        sent_at = case when v.token_hash is null then ci.sent_at else now() end,
        responded_at = case when v.status in ('auto_enrolled', 'already_enrolled', 'declined') then now() else null end
    from (values ${values}) as v(id, status, user_id, token_hash)
    where ci.id = v.id`);
}

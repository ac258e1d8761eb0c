import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { InvitationStatus } from '../../../common/api/invitations';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { classInvitations, cohorts, courses, users } from '../../db/schema';
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

/** What processing made of one invitation; `reason` explains an unprocessed one. */
export interface InvitationOutcome {
  status: InvitationStatus;
  reason?: string;
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
 * Process claimed invitations (spec §4 invitee status): an address with an account is enrolled
 * through `enrolInClass` (auto_enrolled, or already_enrolled); one without gets a fresh token and
 * the invitation mail (pending_enrolled); a class that refuses (full, closed, ended) leaves the
 * address unprocessed with the reason, which is answered and logged (the table has no column for
 * it). Statuses are written in one statement. Call inside a transaction.
 */
export async function processInvitations(
  db: Db,
  deps: ProcessingDeps,
  work: readonly InvitationWork[],
): Promise<Map<string, InvitationOutcome>> {
  const outcomes = new Map<string, InvitationOutcome>();
  if (work.length === 0) return outcomes;
  const accounts = await accountsByAddress(db, work);
  const refusals = new Map<string, string | null>();
  const updates: StatusUpdate[] = [];
  for (const invitation of work) {
    const userId = accounts.get(invitation.email.toLowerCase());
    let update: StatusUpdate;
    if (userId) {
      update = { id: invitation.id, userId, ...(await enrolInvited(db, invitation.cohortId, userId)) };
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

/** The accounts of the invited addresses, by lowercase address, in one query. */
async function accountsByAddress(db: Db, work: readonly InvitationWork[]): Promise<Map<string, string>> {
  const addresses = [...new Set(work.map((invitation) => invitation.email.toLowerCase()))];
  const rows = await db
    .select({ id: users.id, address: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, addresses));
  return new Map(rows.map((row) => [row.address, row.id]));
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
        responded_at = case when v.status in ('auto_enrolled', 'already_enrolled') then now() else null end
    from (values ${values}) as v(id, status, user_id, token_hash)
    where ci.id = v.id`);
}

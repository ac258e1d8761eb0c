import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EnrolInput, EnrolReply } from '../../../common/api/enrolment';
import { isPriced } from '../../../common/domain/class-price';
import type { Db } from '../../db/client';
import { classInvitations, cohorts, modules, pages, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { LoadedClass } from './class-access';
import { CLASS_REASONS } from './class-reasons';
import { type EnrolRequest, enrolInClass } from './enrol';
import { consumeEnrolmentCode } from './enrolment-codes';

/**
 * `execute cohort enrol`: user `userId` joins the class at `cohortPath` (loaded, and theirs to
 * join: policy.ts joinClass) the way its enrolment type allows, or with one of its enrolment codes
 * whatever the type. Someone already in the class (or already waiting) keeps their place and
 * spends no code.
 */
export async function enrol(
  db: Db,
  userId: string,
  loaded: LoadedClass,
  input: z.output<typeof EnrolInput>,
): Promise<EnrolReply> {
  const [settings] = await db
    .select({
      enrolmentType: cohorts.enrolmentType,
      accessCode: cohorts.accessCode,
      coursePriceMinor: cohorts.coursePriceMinor,
      studentPriceMinor: cohorts.studentPriceMinor,
    })
    .from(cohorts)
    .where(eq(cohorts.id, loaded.id));
  const reply = (outcome: EnrolReply['outcome']) => enrolReply(db, loaded, outcome);
  if (loaded.enrolment?.status === 'active') return reply('already_enrolled');

  const base = { cohortId: loaded.id, userId };
  let request: EnrolRequest;
  if (input.enrolmentCode !== undefined) {
    const code = await consumeEnrolmentCode(db, loaded.id, input.enrolmentCode);
    request = { ...base, source: 'voucher', status: 'active', enrolmentCode: code };
  } else if (isPriced(settings!) && settings!.enrolmentType !== 'invite_only') {
    // No free way in to a priced class while payment does not exist; an invitation or an
    // enrolment code is staff's own decision to let someone in.
    throw new AppError('payment_required', CLASS_REASONS.paymentRequired);
  } else if (settings!.enrolmentType === 'open') {
    request = { ...base, source: 'open', status: 'active' };
  } else if (settings!.enrolmentType === 'access_code') {
    checkAccessCode(settings!.accessCode, input.accessCode);
    request = { ...base, source: 'access_code', status: 'active' };
  } else if (settings!.enrolmentType === 'approval') {
    request = { ...base, source: 'approval', status: 'pending' };
  } else {
    if (!(await hasInvitation(db, loaded.id, userId))) {
      throw new AppError('invite_only', CLASS_REASONS.inviteOnly);
    }
    request = { ...base, source: 'invitation', status: 'active' };
  }
  const { outcome } = await enrolInClass(db, request);
  return reply(outcome);
}

function checkAccessCode(expected: string | null, given: string | undefined): void {
  const matches = expected !== null && given !== undefined && given.toUpperCase() === expected.toUpperCase();
  if (!matches) {
    throw new AppError('access_code_invalid', CLASS_REASONS.accessCodeInvalid, {
      accessCode: CLASS_REASONS.accessCodeInvalid,
    });
  }
}

/** Has the user's e-mail address been invited to the class (and the invitation not set aside)? */
async function hasInvitation(db: Db, cohortId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: classInvitations.id })
    .from(classInvitations)
    .innerJoin(users, sql`lower(${users.email}) = lower(${classInvitations.email})`)
    .where(
      and(
        eq(users.id, userId),
        eq(classInvitations.cohortId, cohortId),
        ne(classInvitations.status, 'unprocessed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function enrolReply(db: Db, loaded: LoadedClass, outcome: EnrolReply['outcome']): Promise<EnrolReply> {
  const [first] = await db
    .select({ path: pages.path })
    .from(pages)
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .where(eq(pages.courseId, loaded.courseId))
    .orderBy(asc(modules.position), asc(modules.id), asc(pages.position), asc(pages.id))
    .limit(1);
  return {
    outcome,
    cohortPath: loaded.path,
    coursePath: loaded.coursePath,
    firstPagePath: first?.path ?? null,
  };
}

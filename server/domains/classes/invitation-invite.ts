import { inArray } from 'drizzle-orm';
import {
  INVITATION_REASONS,
  INVITATIONS_INLINE_MAX,
  type InvitationEntry,
  type InvitationStatus,
  type InviteByEmailResult,
} from '../../../common/api/invitations';
import { reasonText } from '../../../common/reasons';
import { EMAIL_LIST_MAX_ENTRIES, parseEmailList } from '../../../common/rules/email-list';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { classInvitations } from '../../db/schema';
import type { SignedInActor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { countHit } from '../../security/rate-limit';
import type { LoadedClass } from './class-access';
import { processInvitationsJob } from './invitation-job';
import { claimInvitations, type InvitationOutcome, processInvitations } from './invitation-processing';
import { storedStatuses, upsertInvitations } from './invitation-store';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Invite the addresses of a pasted list to a class: each entry judged on its own, the valid ones
 * recorded and, for a short list, processed before the answer (its mail queued in the same
 * transaction). A long list is left `untouched` for the invitation job, queued after the commit.
 * An address mailed within the resend cooldown is not mailed again (`sentRecently`). What is
 * (re-)invited counts against the class's and the inviter's daily limits; over either, nothing is.
 */
export async function inviteByEmail(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  cohort: LoadedClass,
  text: string,
): Promise<InviteByEmailResult> {
  const entries = parseEmailList(text);
  if (entries.length === 0) {
    throw new AppError('invalid_input', INVITATION_REASONS.empty, { emails: INVITATION_REASONS.empty });
  }
  if (entries.length > EMAIL_LIST_MAX_ENTRIES) {
    throw new AppError('invalid_input', INVITATION_REASONS.tooMany, { emails: INVITATION_REASONS.tooMany });
  }
  const valid = entries.filter((entry) => entry.valid).map((entry) => entry.email);
  const { deps } = ctx;
  const { config } = deps;
  const { outcomes, queued } = await deps.mailer.transaction(db, async (tx, outbox) => {
    const ids = await upsertInvitations(
      tx,
      cohort.id,
      ctx.actor.userId,
      valid,
      config.INVITATION_RESEND_COOLDOWN_HOURS,
    );
    await countDailyInvitations(tx, config, cohort.id, ctx.actor.userId, ids.size);
    const queued = ids.size > INVITATIONS_INLINE_MAX;
    const byAddress = new Map<string, InvitationOutcome>();
    const unsent = valid.filter((email) => !ids.has(email.toLowerCase()));
    for (const [address, status] of await storedStatuses(tx, cohort.id, unsent)) {
      byAddress.set(address, { status, sentRecently: true });
    }
    if (queued || ids.size === 0) return { outcomes: byAddress, queued };
    const work = await claimInvitations(tx, inArray(classInvitations.id, [...ids.values()]), ids.size);
    const byId = await processInvitations(tx, { outbox, config, logger: deps.logger }, work);
    for (const [address, id] of ids) byAddress.set(address, byId.get(id) ?? { status: 'untouched' });
    return { outcomes: byAddress, queued };
  });
  if (queued) {
    await deps.jobs?.send(processInvitationsJob, { cohortId: cohort.id }).catch((error: Error) => {
      deps.logger.error(
        { err: error, cohortId: cohort.id },
        'could not queue invitations; the sweep will process them',
      );
    });
  }
  return { entries: entries.map((entry) => answerOf(entry, outcomes)), queued };
}

/**
 * Count `invited` invitations against the class's and the inviter's limits of the day (settings
 * INVITATIONS_PER_CLASS_PER_DAY and INVITATIONS_PER_INVITER_PER_DAY). Over either, the refusal
 * rolls the whole list back, the counts with it.
 */
async function countDailyInvitations(
  db: Db,
  config: Pick<Config, 'INVITATIONS_PER_CLASS_PER_DAY' | 'INVITATIONS_PER_INVITER_PER_DAY'>,
  cohortId: string,
  inviterId: string,
  invited: number,
): Promise<void> {
  if (invited === 0) return;
  const limits = [
    {
      key: `invitations-class:${cohortId}`,
      max: config.INVITATIONS_PER_CLASS_PER_DAY,
      reason: reasonText('invitation.classDailyLimit', { max: config.INVITATIONS_PER_CLASS_PER_DAY }),
    },
    {
      key: `invitations-inviter:${inviterId}`,
      max: config.INVITATIONS_PER_INVITER_PER_DAY,
      reason: reasonText('invitation.inviterDailyLimit', { max: config.INVITATIONS_PER_INVITER_PER_DAY }),
    },
  ];
  for (const limit of limits) {
    if ((await countHit(db, limit.key, DAY_SECONDS, invited)) > limit.max) {
      throw new AppError('rate_limited', limit.reason, { emails: limit.reason });
    }
  }
}

function answerOf(entry: InvitationEntry, outcomes: Map<string, InvitationOutcome>): InvitationEntry {
  if (!entry.valid) return entry;
  const outcome = outcomes.get(entry.email.toLowerCase());
  const status: InvitationStatus = outcome?.status ?? 'untouched';
  return {
    email: entry.email,
    valid: true,
    status,
    ...(outcome?.reason && { reason: outcome.reason }),
    ...(outcome?.sentRecently && { sentRecently: true }),
  };
}

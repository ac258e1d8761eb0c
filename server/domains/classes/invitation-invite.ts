import { inArray } from 'drizzle-orm';
import {
  INVITATION_REASONS,
  INVITATIONS_INLINE_MAX,
  type InvitationEntry,
  type InviteByEmailResult,
} from '../../../common/api/invitations';
import { EMAIL_LIST_MAX_ENTRIES, parseEmailList } from '../../../common/rules/email-list';
import type { Db } from '../../db/client';
import { classInvitations } from '../../db/schema';
import type { SignedInActor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import type { LoadedClass } from './class-access';
import { processInvitationsJob } from './invitation-job';
import { claimInvitations, type InvitationOutcome, processInvitations } from './invitation-processing';
import { upsertInvitations } from './invitation-store';

/**
 * Invite the addresses of a pasted list to a class: each entry judged on its own, the valid ones
 * recorded and, for a short list, processed before the answer (its mail queued in the same
 * transaction). A long list is left `untouched` for the invitation job, queued after the commit.
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
  const queued = valid.length > INVITATIONS_INLINE_MAX;
  const { deps } = ctx;
  const outcomes = await deps.mailer.transaction(db, async (tx, outbox) => {
    const ids = await upsertInvitations(tx, cohort.id, ctx.actor.userId, valid);
    const byAddress = new Map<string, InvitationOutcome>();
    if (queued || ids.size === 0) return byAddress;
    const work = await claimInvitations(tx, inArray(classInvitations.id, [...ids.values()]), ids.size);
    const byId = await processInvitations(tx, { outbox, config: deps.config, logger: deps.logger }, work);
    for (const [address, id] of ids) byAddress.set(address, byId.get(id) ?? { status: 'untouched' });
    return byAddress;
  });
  if (queued) {
    await deps.jobs?.send(processInvitationsJob, { cohortId: cohort.id }).catch((error: Error) => {
      deps.logger.error(
        { err: error, cohortId: cohort.id },
        'could not queue invitations; the sweep will process them',
      );
    });
  }
  return { entries: entries.map((entry) => answerOf(entry, outcomes, queued)), queued };
}

function answerOf(
  entry: InvitationEntry,
  outcomes: Map<string, InvitationOutcome>,
  queued: boolean,
): InvitationEntry {
  if (!entry.valid) return entry;
  const outcome = queued ? undefined : outcomes.get(entry.email.toLowerCase());
  return {
    email: entry.email,
    valid: true,
    status: outcome?.status ?? 'untouched',
    ...(outcome?.reason && { reason: outcome.reason }),
  };
}

import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import type { Candidate, NotificationDraft } from './events';
import { type Audience, fanOutAll, isLargeAudience } from './fan-out';
import { fanOutJob } from './fan-out-job';
import { notificationMailJob } from './mail-jobs';
import { notifyPeople } from './notification-writes';

/** Queue the mail job with the writes when any of them is to be mailed now (the sweep catches up without a queue). */
async function mailSoon(db: Db, ctx: RequestContext, mailNow: boolean): Promise<void> {
  if (mailNow && ctx.deps.jobs) await ctx.deps.jobs.sendInTransaction(db, notificationMailJob, {});
}

/**
 * Notify a possibly large audience: written here when it is small (or this process has no queue),
 * otherwise queued, in this transaction, for the fan-out job, so the request returns at once.
 */
export async function notifyAudience(
  db: Db,
  ctx: RequestContext,
  draft: NotificationDraft,
  audience: Audience,
): Promise<void> {
  const { jobs } = ctx.deps;
  if (jobs && (await isLargeAudience(db, audience))) {
    await jobs.sendInTransaction(db, fanOutJob, { draft, audience });
    return;
  }
  await mailSoon(db, ctx, await fanOutAll(draft, audience, (work) => work(db)));
}

/** Notify a few named people (the first event of each person counts). */
export async function notifyCandidates(
  db: Db,
  ctx: RequestContext,
  draft: NotificationDraft,
  candidates: readonly Candidate[],
): Promise<void> {
  const written = await notifyPeople(db, draft, candidates);
  await mailSoon(db, ctx, written.mailNow);
}

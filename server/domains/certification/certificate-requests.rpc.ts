import { certificationCalls } from '../../../common/api/certification';
import type { Db } from '../../db/client';
import { writeBehindOf } from '../../db/write-behind';
import type { RequestContext } from '../../rpc/context';
import { serve, servedMethods } from '../../rpc/method';
import { loadCourse } from '../courses';
import { declineRequest, listRequests, requestCertificate, withdrawRequest } from './certificate-requests';
import { loadCertifiedCourse } from './certified-course';
import { readMyCertification } from './learner-certificates';
import { loadLearnerFacts } from './learner-facts';
import { certifyCourse, readOwnCertification } from './policy';

/**
 * The course at the path with the signed-in learner's facts in it, the pages they have just read
 * counted first (their views written, a completion announced).
 */
async function learnerInCourse(db: Db, ctx: RequestContext, path: string) {
  const course = await loadCourse(db, ctx.actor.userId, path);
  const userId = ctx.actor.userId;
  if (!course || !userId) return undefined;
  await writeBehindOf(ctx.deps.database).settle(db, userId);
  const learner = await loadLearnerFacts(db, course.id, userId);
  return learner && { ...course, learner };
}

/**
 * What certification adds to `course` for a learner's own certification (the progress page's
 * status, asking to be assessed for a certificate issued by hand and withdrawing it) and for the
 * course team's answer to those requests.
 */
export const certificateRequestMethods = servedMethods(
  serve(certificationCalls.myCertification, {
    allow: readOwnCertification,
    load: learnerInCourse,
    run: (db, _ctx, { id, learner }) => readMyCertification(db, id, learner),
  }),
  serve(certificationCalls.requestCertificate, {
    allow: readOwnCertification,
    load: learnerInCourse,
    run: async (db, _ctx, { id, learner }) => {
      await requestCertificate(db, (await loadCertifiedCourse(db, id))!, learner);
      return readMyCertification(db, id, learner);
    },
  }),
  serve(certificationCalls.withdrawCertificateRequest, {
    allow: readOwnCertification,
    load: learnerInCourse,
    run: async (db, _ctx, { id, learner }) => {
      await withdrawRequest(db, id, learner.userId);
      return readMyCertification(db, id, learner);
    },
  }),
  serve(certificationCalls.requests, {
    allow: certifyCourse,
    load: (db, ctx, path) => loadCourse(db, ctx.actor.userId, path),
    run: (db, _ctx, course) => listRequests(db, course.id),
  }),
  serve(certificationCalls.declineRequest, {
    allow: certifyCourse,
    load: (db, ctx, path) => loadCourse(db, ctx.actor.userId, path),
    run: async (db, _ctx, course, input) => {
      await declineRequest(db, course.id, input.userId, input.reason);
      return { userId: input.userId };
    },
  }),
);

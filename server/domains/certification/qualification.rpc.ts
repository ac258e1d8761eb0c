import { qualificationCalls } from '../../../common/api/qualification';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { signedIn, staff } from '../../rpc/policy';
import { enrolInQualification, seeQualification, withdrawFromQualification } from './policy';
import { enrolLearner, readLanding, withdrawLearner } from './qualification-enrolment';
import { enrolmentOf, loadEnrolmentProgress } from './qualification-progress';
import { detailOf, loadQualification, loadQualifications } from './qualification-record';
import { saveQualification } from './qualification-writes';

/** The qualification the path's code names, with whether the caller is enrolled in it. */
const qualificationAt = (db: Db, ctx: RequestContext, code: string) =>
  loadQualification(db, ctx.actor.userId, code);

const landingOf = async (db: Db, ctx: RequestContext, code: string) =>
  readLanding(db, (await qualificationAt(db, ctx, code))!, ctx.actor.userId);

/**
 * The `qualification` resource: platform staff write qualifications; anyone reads a published one's
 * landing page; a signed-in person enrols, withdraws and follows their progress.
 */
export const qualificationResource = resource(
  'qualification',
  servedMethods(
    serve(qualificationCalls.create, {
      allow: staff,
      run: async (db, ctx, _loaded, input) => {
        const code = await saveQualification(db, ctx.actor.userId, null, input);
        return detailOf((await loadQualification(db, null, code))!);
      },
    }),
    serve(qualificationCalls.edit, {
      allow: staff,
      load: qualificationAt,
      run: async (db, ctx, qualification, input) => {
        const code = await saveQualification(db, ctx.actor.userId, qualification.id, input);
        return detailOf((await loadQualification(db, null, code))!);
      },
    }),
    serve(qualificationCalls.list, {
      allow: staff,
      run: async (db) => (await loadQualifications(db)).map(detailOf),
    }),
    serve(qualificationCalls.landing, {
      allow: seeQualification,
      load: qualificationAt,
      run: (db, ctx, qualification) => readLanding(db, qualification, ctx.actor.userId),
    }),
    serve(qualificationCalls.enrol, {
      allow: enrolInQualification,
      load: qualificationAt,
      run: async (db, ctx, qualification) => {
        await enrolLearner(db, qualification.id, ctx.actor.userId, ctx.deps.jobs);
        return landingOf(db, ctx, qualification.code);
      },
    }),
    serve(qualificationCalls.withdraw, {
      allow: withdrawFromQualification,
      load: qualificationAt,
      run: async (db, ctx, qualification) => {
        await withdrawLearner(db, qualification.id, ctx.actor.userId);
        return landingOf(db, ctx, qualification.code);
      },
    }),
    serve(qualificationCalls.mine, {
      allow: signedIn,
      run: async (db, ctx) => (await loadEnrolmentProgress(db, ctx.actor.userId)).map(enrolmentOf),
    }),
  ),
);

import { surveyCalls } from '../../../common/api/institution-survey';
import { isStaffActor } from '../../rpc/policy';
import { configureSurvey, readSurvey, submitSurvey } from './institution-survey';
import { onInstitution } from './on-institution';
import { featureInstitution } from './policy';

/** The institution survey: read and submitted by its team; its add-on set by platform staff. */
export const surveyMethods = [
  onInstitution(surveyCalls.get, (db, ctx, institution) =>
    readSurvey(db, institution, isStaffActor(ctx.actor)),
  ),
  onInstitution(
    surveyCalls.submit,
    async (db, ctx, institution, input) => {
      await submitSurvey(db, ctx.deps, institution, ctx.actor.userId, input.answers);
      return readSurvey(db, institution, isStaffActor(ctx.actor));
    },
    undefined,
    // The answers commit before their delivery is queued, so the worker always finds them.
    { transaction: false },
  ),
  onInstitution(
    surveyCalls.configure,
    async (db, ctx, institution, input) => {
      await configureSurvey(db, institution, input);
      return readSurvey(db, institution, isStaffActor(ctx.actor));
    },
    featureInstitution,
  ),
] as const;

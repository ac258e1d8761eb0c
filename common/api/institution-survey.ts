import { z } from 'zod';
import { institutionReasonText } from '../institution-reasons';
import { contract } from './contract';

/**
 * The institution survey (spec §2 `/institution/survey`, §3 the survey add-on: isSurveySubmissionRequired,
 * hasSurveyBeenSubmittedPreviously, institutionSurvey with its metadata displayBeforePayment, power
 * automate, webhook and verified orchestration): what the platform asks an institution's team about
 * it. Platform staff turn the add-on on or off per institution and say where the answers go (a
 * webhook, a Power Automate flow's HTTP trigger), signed when verified orchestration is on; with
 * displayBeforePayment, checkout asks for the survey first (commerce).
 */

export const ORGANISATION_TYPES = [
  'university',
  'school',
  'trainingProvider',
  'company',
  'government',
  'nonprofit',
  'other',
] as const;
export const LEARNER_COUNTS = ['upTo100', 'upTo1000', 'upTo10000', 'over10000'] as const;
export const SURVEY_GOALS = [
  'onlineCourses',
  'blendedLearning',
  'professionalDevelopment',
  'certification',
  'customerTraining',
] as const;
export const START_TIMES = ['now', 'withinThreeMonths', 'withinSixMonths', 'later'] as const;
export const SURVEY_COMMENTS_MAX = 2000;

/** The header a delivery's HMAC-SHA256 signature travels in, as `sha256={hex}`, when verified orchestration is on. */
export const SURVEY_SIGNATURE_HEADER = 'x-kelas-signature';

export const SURVEY_REASONS = {
  choice: institutionReasonText('institution.surveyChoice'),
  goals: institutionReasonText('institution.surveyGoals'),
  comments: institutionReasonText('institution.surveyComments', { max: SURVEY_COMMENTS_MAX }),
  url: institutionReasonText('institution.surveyUrl'),
};

const choice = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: SURVEY_REASONS.choice });

/** The team's answers. */
export const SurveyAnswers = z.object({
  organisationType: choice(ORGANISATION_TYPES),
  learnerCount: choice(LEARNER_COUNTS),
  goals: z
    .array(choice(SURVEY_GOALS), { error: SURVEY_REASONS.goals })
    .min(1, { error: SURVEY_REASONS.goals })
    .max(SURVEY_GOALS.length, { error: SURVEY_REASONS.goals })
    .transform((goals) => [...new Set(goals)]),
  startTime: choice(START_TIMES),
  comments: z
    .string({ error: SURVEY_REASONS.comments })
    .trim()
    .max(SURVEY_COMMENTS_MAX, { error: SURVEY_REASONS.comments })
    .default(''),
});
export type SurveyAnswers = z.infer<typeof SurveyAnswers>;

/** An address answers go to: https (http on a local machine, for testing), or none. */
const DeliveryUrl = z
  .string({ error: SURVEY_REASONS.url })
  .trim()
  .max(1000, { error: SURVEY_REASONS.url })
  .refine(
    (text) =>
      text === '' || /^https:\/\/[^\s/]+\.[^\s]+$|^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(text),
    {
      error: SURVEY_REASONS.url,
    },
  )
  .transform((text) => (text === '' ? null : text));

/** `update institute setInstitutionSurveyAddon/{path}` (platform staff): the add-on's settings. */
export const SurveyAddonInput = z.object({
  isSurveySubmissionRequired: z.boolean({ error: SURVEY_REASONS.choice }),
  displayBeforePayment: z.boolean({ error: SURVEY_REASONS.choice }),
  webhookUrl: DeliveryUrl.optional().transform((url) => url ?? null),
  powerAutomateUrl: DeliveryUrl.optional().transform((url) => url ?? null),
  verifiedOrchestration: z.boolean({ error: SURVEY_REASONS.choice }),
});
export type SurveyAddonInput = z.input<typeof SurveyAddonInput>;

/** Where the answers go and how, for platform staff (the signing secret the receivers check with). */
export const SurveyDelivery = z.object({
  webhookUrl: z.string().nullable(),
  powerAutomateUrl: z.string().nullable(),
  verifiedOrchestration: z.boolean(),
  signingSecret: z.string(),
});

/** `read institute getInstitutionSurvey/{path}`. */
export const InstitutionSurvey = z.object({
  isSurveySubmissionRequired: z.boolean(),
  hasSurveyBeenSubmittedPreviously: z.boolean(),
  institutionSurvey: z.object({
    metadata: z.object({ displayBeforePayment: z.boolean() }),
    answers: SurveyAnswers.nullable(),
    submittedAt: z.string().nullable(),
    submittedBy: z.string().nullable(),
  }),
  /** For platform staff only: where answers are delivered; null for the team. */
  delivery: SurveyDelivery.nullable(),
});
export type InstitutionSurvey = z.infer<typeof InstitutionSurvey>;

export const surveyCalls = {
  get: contract('institute', 'read', 'getInstitutionSurvey', {
    input: z.object({}),
    output: InstitutionSurvey,
  }),
  submit: contract('institute', 'update', 'submitInstitutionSurvey', {
    input: z.object({ answers: SurveyAnswers }),
    output: InstitutionSurvey,
  }),
  configure: contract('institute', 'update', 'setInstitutionSurveyAddon', {
    input: SurveyAddonInput,
    output: InstitutionSurvey,
  }),
};

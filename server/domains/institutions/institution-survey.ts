import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type {
  InstitutionSurvey,
  SurveyAddonInput,
  SurveyAnswers,
} from '../../../common/api/institution-survey';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import type { JobQueue } from '../../jobs/queue';
import { sendOrRunSoon } from '../../jobs/send-or-run';
import { randomToken } from '../../security/keys';
import type { FileStorage } from '../../storage/storage';
import type { LoadedInstitution } from './institution-record';
import { surveyDeliveryJob } from './survey-delivery';

interface SurveyRow {
  required: boolean;
  displayBeforePayment: boolean;
  webhookUrl: string | null;
  powerAutomateUrl: string | null;
  verifiedOrchestration: boolean;
  signingSecret: string;
  answers: SurveyAnswers | null;
  submittedAt: string | null;
  submittedBy: string | null;
}

/** The add-on's defaults, for an institution without a row yet. */
const DEFAULTS: Omit<SurveyRow, 'signingSecret'> = {
  required: true,
  displayBeforePayment: true,
  webhookUrl: null,
  powerAutomateUrl: null,
  verifiedOrchestration: true,
  answers: null,
  submittedAt: null,
  submittedBy: null,
};

/** The institution's survey as `forStaff` or its team reads it (one query). */
export async function readSurvey(
  db: Db,
  institution: LoadedInstitution,
  forStaff: boolean,
): Promise<InstitutionSurvey> {
  const [row] = rowsOf<SurveyRow>(
    await db.execute(sql`
      SELECT s.required, s.display_before_payment AS "displayBeforePayment", s.webhook_url AS "webhookUrl",
        s.power_automate_url AS "powerAutomateUrl", s.verified_orchestration AS "verifiedOrchestration",
        s.signing_secret AS "signingSecret", s.answers, ${isoSql(sql`s.submitted_at`)} AS "submittedAt",
        u.full_name AS "submittedBy"
      FROM institution_surveys s LEFT JOIN users u ON u.id = s.submitted_by
      WHERE s.institution_id = ${institution.id}::uuid`),
  );
  const survey = row ?? { ...DEFAULTS, signingSecret: null };
  return {
    isSurveySubmissionRequired: survey.required,
    hasSurveyBeenSubmittedPreviously: survey.submittedAt !== null,
    institutionSurvey: {
      metadata: { displayBeforePayment: survey.displayBeforePayment },
      answers: survey.answers,
      submittedAt: survey.submittedAt,
      submittedBy: survey.submittedBy,
    },
    delivery: forStaff
      ? {
          webhookUrl: survey.webhookUrl,
          powerAutomateUrl: survey.powerAutomateUrl,
          verifiedOrchestration: survey.verifiedOrchestration,
          // Made with the row: staff who configure delivery see the secret it is signed with.
          signingSecret: survey.signingSecret ?? '',
        }
      : null,
  };
}

/**
 * Keep the team's answers (a second submission replaces the first) and, once that has committed,
 * deliver them where the add-on says (the job `institution-survey-delivery`).
 */
export async function submitSurvey(
  db: Db,
  deps: { jobs?: JobQueue; logger: Logger; storage: FileStorage },
  institution: LoadedInstitution,
  userId: string,
  answers: SurveyAnswers,
): Promise<void> {
  const [saved] = rowsOf<{ deliver: boolean }>(
    await db.execute(sql`
      INSERT INTO institution_surveys (institution_id, signing_secret, answers, submitted_at, submitted_by)
      VALUES (${institution.id}::uuid, ${randomToken(32)}, ${JSON.stringify(answers)}::jsonb, now(), ${userId}::uuid)
      ON CONFLICT (institution_id) DO UPDATE SET
        answers = EXCLUDED.answers, submitted_at = EXCLUDED.submitted_at, submitted_by = EXCLUDED.submitted_by
      RETURNING (webhook_url IS NOT NULL OR power_automate_url IS NOT NULL) AS deliver`),
  );
  if (saved?.deliver) {
    await sendOrRunSoon(deps.jobs, surveyDeliveryJob, { institutionId: institution.id }, { db, ...deps });
  }
}

/** Platform staff set the add-on: required or not, before payment, where answers go, signed or not. */
export async function configureSurvey(
  db: Db,
  institution: LoadedInstitution,
  input: z.output<typeof SurveyAddonInput>,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO institution_surveys (institution_id, signing_secret, required, display_before_payment,
      webhook_url, power_automate_url, verified_orchestration)
    VALUES (${institution.id}::uuid, ${randomToken(32)}, ${input.isSurveySubmissionRequired},
      ${input.displayBeforePayment}, ${input.webhookUrl ?? null}, ${input.powerAutomateUrl ?? null},
      ${input.verifiedOrchestration})
    ON CONFLICT (institution_id) DO UPDATE SET
      required = EXCLUDED.required, display_before_payment = EXCLUDED.display_before_payment,
      webhook_url = EXCLUDED.webhook_url, power_automate_url = EXCLUDED.power_automate_url,
      verified_orchestration = EXCLUDED.verified_orchestration`);
}

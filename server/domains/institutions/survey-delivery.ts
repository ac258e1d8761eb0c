import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SURVEY_SIGNATURE_HEADER } from '../../../common/api/institution-survey';
import { type Db, rowsOf } from '../../db/client';
import { defineJob } from '../../jobs/job';

/** How long a receiver may take to answer a delivery. */
const DELIVERY_TIMEOUT_MS = 10_000;

interface Delivery {
  path: string;
  name: string;
  answers: unknown;
  submittedAt: string;
  webhookUrl: string | null;
  powerAutomateUrl: string | null;
  verifiedOrchestration: boolean;
  signingSecret: string;
}

/** Post `body` to `url`, signed with `secret` when given; a refusal or no answer throws (the job retries). */
async function post(url: string, body: string, secret: string | null): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret)
    headers[SURVEY_SIGNATURE_HEADER] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the survey's receiver answered ${response.status}`);
}

/** The institution's latest answers with where they go, or undefined when there are none. */
async function deliveryOf(db: Db, institutionId: string): Promise<Delivery | undefined> {
  const [row] = rowsOf<Delivery>(
    await db.execute(sql`
      SELECT i.path, i.name, s.answers, to_char(s.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "submittedAt",
        s.webhook_url AS "webhookUrl", s.power_automate_url AS "powerAutomateUrl",
        s.verified_orchestration AS "verifiedOrchestration", s.signing_secret AS "signingSecret"
      FROM institution_surveys s JOIN institutions i ON i.id = s.institution_id
      WHERE s.institution_id = ${institutionId}::uuid AND s.answers IS NOT NULL`),
  );
  return row;
}

/**
 * Deliver an institution's survey answers (spec §3 the add-on's webhook and Power Automate) as JSON
 * (`institution`, `answers`, `submittedAt`), with an HMAC-SHA256 signature of the body in
 * SURVEY_SIGNATURE_HEADER under verified orchestration. Retried with a doubling delay: at least once
 * to each, the latest answers at the time of sending.
 */
export const surveyDeliveryJob = defineJob({
  name: 'institution-survey-delivery',
  payload: z.object({ institutionId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  handler: async ({ institutionId }, { db }) => {
    const delivery = await deliveryOf(db, institutionId);
    if (!delivery) return;
    const body = JSON.stringify({
      institution: { path: delivery.path, name: delivery.name },
      answers: delivery.answers,
      submittedAt: delivery.submittedAt,
    });
    const secret = delivery.verifiedOrchestration ? delivery.signingSecret : null;
    for (const url of [delivery.webhookUrl, delivery.powerAutomateUrl]) {
      if (url) await post(url, body, secret);
    }
  },
});

import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type InstitutionSurvey, SURVEY_REASONS } from '../../../common/api/institution-survey';
import type { TestAgent } from '../../test/app';
import { setUpTestApp } from '../../test/set-up-test-app';
import { ownedInstitution, staffAgent } from './institution-test-kit';

const testApp = setUpTestApp();

/** A receiver on loopback keeping what is posted to it, by path. */
const received: Array<{ path: string; body: string; signature: string | undefined }> = [];
const receiver = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      body,
      signature: request.headers['x-kelas-signature'] as string | undefined,
    });
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const surveyCall = (agent: TestAgent, path: string) =>
  agent.get(`/json/institute/read/getInstitutionSurvey/${path}`);
const submitCall = (agent: TestAgent, path: string, answers: object) =>
  agent.post(`/json/institute/update/submitInstitutionSurvey/${path}`, { answers });
const addonCall = (agent: TestAgent, path: string, input: object) =>
  agent.post(`/json/institute/update/setInstitutionSurveyAddon/${path}`, input);

const ANSWERS = {
  organisationType: 'university',
  learnerCount: 'upTo1000',
  goals: ['onlineCourses', 'certification', 'onlineCourses'],
  startTime: 'withinThreeMonths',
  comments: '  Nursing first.  ',
};

const waitFor = async (found: () => boolean) => {
  for (let tries = 0; tries < 100 && !found(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('the institution survey', () => {
  it('is required before payment until the team submits it, and keeps their answers', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    expect((await surveyCall(agent, path)).body.result).toEqual({
      isSurveySubmissionRequired: true,
      hasSurveyBeenSubmittedPreviously: false,
      institutionSurvey: {
        metadata: { displayBeforePayment: true },
        answers: null,
        submittedAt: null,
        submittedBy: null,
      },
      delivery: null,
    } satisfies InstitutionSurvey);

    const refused = await submitCall(agent, path, { ...ANSWERS, goals: [], learnerCount: 'lots' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'answers.goals': SURVEY_REASONS.goals,
      'answers.learnerCount': SURVEY_REASONS.choice,
    });

    const submitted = (await submitCall(agent, path, ANSWERS)).body.result as InstitutionSurvey;
    expect(submitted).toMatchObject({
      hasSurveyBeenSubmittedPreviously: true,
      institutionSurvey: {
        answers: { ...ANSWERS, goals: ['onlineCourses', 'certification'], comments: 'Nursing first.' },
        submittedBy: 'Owner Person',
      },
    });
    expect(submitted.institutionSurvey.submittedAt).not.toBeNull();
  });

  it('is set up by platform staff alone, and delivers the answers signed to the webhook and the flow', async () => {
    const { path, agent } = await ownedInstitution(testApp);
    const addon = {
      isSurveySubmissionRequired: true,
      displayBeforePayment: false,
      webhookUrl: `${base}/hook`,
      powerAutomateUrl: `${base}/flow`,
      verifiedOrchestration: true,
    };
    expect((await addonCall(agent, path, addon)).status).toBe(403);
    const staff = await staffAgent(testApp);
    expect((await addonCall(staff, path, { ...addon, webhookUrl: 'ftp://x' })).body.fields).toEqual({
      webhookUrl: SURVEY_REASONS.url,
    });
    const configured = (await addonCall(staff, path, addon)).body.result as InstitutionSurvey;
    expect(configured.institutionSurvey.metadata).toEqual({ displayBeforePayment: false });
    expect(configured.delivery).toMatchObject({ webhookUrl: `${base}/hook`, verifiedOrchestration: true });
    const secret = configured.delivery!.signingSecret;
    expect(secret).toMatch(/^[\w-]{40,}$/);
    // The team does not see where answers go, nor the secret.
    expect(((await surveyCall(agent, path)).body.result as InstitutionSurvey).delivery).toBeNull();

    await submitCall(agent, path, ANSWERS);
    await waitFor(() => received.some((one) => one.path === '/flow'));
    const hook = received.find((one) => one.path === '/hook')!;
    const flow = received.find((one) => one.path === '/flow')!;
    expect(flow.body).toBe(hook.body);
    expect(JSON.parse(hook.body)).toMatchObject({
      institution: { path },
      answers: { organisationType: 'university', goals: ['onlineCourses', 'certification'] },
    });
    expect(hook.signature).toBe(`sha256=${createHmac('sha256', secret).update(hook.body).digest('hex')}`);
  });
});

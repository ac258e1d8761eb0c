import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { InstitutionSurvey } from '../../../common/api/institution-survey';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';
import { answer, fieldRefusal, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const SCREEN = '/institution/survey/?institution=nusantara';

const UNANSWERED: InstitutionSurvey = {
  isSurveySubmissionRequired: true,
  hasSurveyBeenSubmittedPreviously: false,
  institutionSurvey: {
    metadata: { displayBeforePayment: true },
    answers: null,
    submittedAt: null,
    submittedBy: null,
  },
  delivery: null,
};

describe('the institution survey screen', () => {
  it('asks its questions, shows the server’s reason by its question, and thanks the team once submitted', async () => {
    let tries = 0;
    const calls = serveInstitution({
      'read/getInstitutionSurvey': answer(UNANSWERED),
      'update/submitInstitutionSurvey': (call) => {
        tries++;
        if (tries === 1)
          return fieldRefusal('answers.goals', 'Choose at least one goal.', 'institution.surveyGoals');
        const { answers } = call.body as { answers: InstitutionSurvey['institutionSurvey']['answers'] };
        return jsonResponse({
          result: {
            ...UNANSWERED,
            hasSurveyBeenSubmittedPreviously: true,
            institutionSurvey: {
              ...UNANSWERED.institutionSurvey,
              answers,
              submittedAt: '2026-11-27T10:00:00Z',
              submittedBy: 'Siti Rahmah',
            },
          },
        });
      },
    });
    renderApp(SCREEN);
    expect(
      await screen.findByText('Your institution is asked to answer before paying for a plan.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What kind of organisation is it?'), {
      target: { value: 'university' },
    });
    fireEvent.change(screen.getByLabelText('How many learners do you expect?'), {
      target: { value: 'upTo1000' },
    });
    fireEvent.change(screen.getByLabelText('When do you plan to start?'), { target: { value: 'now' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit the survey' }));
    expect(await screen.findByText('Choose at least one goal.')).toBeTruthy();
    expect((screen.getByLabelText('What kind of organisation is it?') as HTMLSelectElement).value).toBe(
      'university',
    );

    fireEvent.click(screen.getByLabelText('Certify learners'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit the survey' }));
    expect(await screen.findByText(/Submitted by Siti Rahmah on/)).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('submitInstitutionSurvey')).at(-1)?.body).toEqual({
      answers: {
        organisationType: 'university',
        learnerCount: 'upTo1000',
        goals: ['certification'],
        startTime: 'now',
        comments: '',
      },
    });
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('shows platform staff the add-on with its signing secret, and saves it', async () => {
    const calls = serveInstitution({
      'read/getInstitutionSurvey': answer({
        ...UNANSWERED,
        delivery: {
          webhookUrl: null,
          powerAutomateUrl: null,
          verifiedOrchestration: true,
          signingSecret: 'sekret-123',
        },
      }),
      'update/setInstitutionSurveyAddon': (call) =>
        jsonResponse({
          result: {
            ...UNANSWERED,
            isSurveySubmissionRequired: false,
            delivery: { ...(call.body as object), signingSecret: 'sekret-123' },
          },
        }),
    });
    renderApp(SCREEN);
    const addon = await screen.findByRole('region', { name: 'Survey add-on (platform staff)' });
    expect(within(addon).getByText('sekret-123')).toBeTruthy();
    fireEvent.click(within(addon).getByLabelText('The team must submit the survey'));
    fireEvent.change(within(addon).getByLabelText('Webhook address'), {
      target: { value: 'https://hooks.example/survey' },
    });
    fireEvent.click(within(addon).getByRole('button', { name: 'Save the add-on' }));
    expect(await within(addon).findByText('Saved.')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('setInstitutionSurveyAddon')).at(-1)?.body).toEqual({
      isSurveySubmissionRequired: false,
      displayBeforePayment: true,
      webhookUrl: 'https://hooks.example/survey',
      powerAutomateUrl: '',
      verifiedOrchestration: true,
    });
    expect(await screen.findByText('Answering is optional for your institution.')).toBeTruthy();
  });
});

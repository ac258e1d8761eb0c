import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubscriptionPlanData } from '../../../common/api/course';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { buildPlanOffers } from '../../test/subscription-fixtures';

let plan: SubscriptionPlanData;
let calls: FetchCall[];
resetAppAroundEachTest(() => buildUser());

beforeEach(() => {
  plan = { plan: 'free', courseLimit: 3, coursesCreated: 1 };
  calls = stubFetch((call) => {
    if (call.url.includes('getSubscriptionPlanData')) return jsonResponse({ result: plan });
    if (call.url.includes('/subscriptionPlan/lookup/listPlans'))
      return jsonResponse({ result: buildPlanOffers() });
    if (call.url.endsWith('/json/course/create')) {
      return jsonResponse(
        {
          error: 'course_code_taken',
          reason: 'This course code is taken. Choose another.',
          fields: { code: 'This course code is taken. Choose another.' },
        },
        409,
      );
    }
    return jsonResponse({ result: null });
  });
});

describe('the course creation screen', () => {
  it('shows the plan usage and the title of spec §2', async () => {
    renderApp('/courses/create/');
    expect(await screen.findByText('Free plan: 1 of 3 courses used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans for more courses' }).getAttribute('href')).toBe(
      '/pricing/',
    );
    expect(document.title).toBe('Create an online course in minutes using Kelas!');
  });

  it('checks the fields before sending anything', async () => {
    renderApp('/courses/create/');
    fireEvent.click(await screen.findByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Use 2 to 120 characters for the course name.')).toBeTruthy();
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Choose a course type.')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/json/course/create'))).toBe(false);
  });

  it('suggests the code from the name and shows the server reason beside it', async () => {
    renderApp('/courses/create/');
    fireEvent.change(await screen.findByLabelText('Course name'), { target: { value: 'Data Literacy 101' } });
    expect((screen.getByLabelText('Course code') as HTMLInputElement).value).toBe('data-literacy-101');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'data' } });
    fireEvent.change(screen.getByLabelText('Course type'), { target: { value: 'SHORT_COURSE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('This course code is taken. Choose another.')).toBeTruthy();
    const create = calls.find((call) => call.url.endsWith('/json/course/create'))!;
    expect(create.body).toMatchObject({
      name: 'Data Literacy 101',
      code: 'data-literacy-101',
      category: 'data',
    });
  });

  it('suggests a code that keeps a transliterated letter whole and ends without a hyphen', async () => {
    renderApp('/courses/create/');
    fireEvent.change(await screen.findByLabelText('Course name'), { target: { value: 'Kimia Ağca!' } });
    expect((screen.getByLabelText('Course code') as HTMLInputElement).value).toBe('kimia-agca');
  });

  it('shows no form once the free plan is used up, and offers the educator plan', async () => {
    plan = { plan: 'free', courseLimit: 3, coursesCreated: 3 };
    renderApp('/courses/create/');
    expect(await screen.findByText('You have created all 3 courses your plan allows.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create course' })).toBeNull());
    expect(screen.getByText(/Subscribe to a plan with more courses to keep creating/)).toBeTruthy();
    // The trial is still the creator's to take (subscribe-modal.test.tsx opens it).
    expect(await screen.findByRole('button', { name: 'Try the educator plan free' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe('/courses/my/');
    expect(
      calls.some((call) => call.url.startsWith('/json/subscriptionPlan/lookup/listPlans?kind=educator')),
    ).toBe(true);
  });

  it('leads a creator whose educator plan is used up to their courses and to us', async () => {
    plan = { plan: 'educator', courseLimit: 100, coursesCreated: 100 };
    renderApp('/courses/create/');
    expect(await screen.findByText('You have created all 100 courses your plan allows.')).toBeTruthy();
    expect(screen.getByText(/Keep building the courses you have, or contact us/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe('/courses/my/');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact/');
    expect(screen.queryByRole('button', { name: /educator plan/ })).toBeNull();
  });
});

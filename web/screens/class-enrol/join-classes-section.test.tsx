import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { EnrollableClass, EnrolReply } from '../../../common/api/enrolment';
import { queryClient } from '../../api/query-client';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { EndedErrorScreen } from '../ended-error/ended-error-screen';
import { JoinClassesSection } from './join-classes-section';

resetAppAroundEachTest(() => null);

/** The section on a course's landing address, with the screens it may send the learner to. */
function renderSection() {
  const router = createMemoryRouter(
    [
      { path: '/courses/:courseCode/', element: <JoinClassesSection coursePath="data-101" /> },
      { path: '/courses/:courseCode/:pagePath/', element: <p>Course page</p> },
      { path: '/ended_error/', element: <EndedErrorScreen /> },
    ],
    { initialEntries: ['/courses/data-101/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function joinable(overrides: Partial<EnrollableClass>): EnrollableClass {
  return {
    path: 'class-a',
    name: 'Class A',
    mode: 'self_paced',
    classAccessTz: 'UTC',
    startDate: null,
    endDate: null,
    enrolmentCloseDate: null,
    enrolmentType: 'open',
    localPrice: { currency: 'AUD', coursePriceMinor: 0, studentPriceMinor: 0 },
    seatsLeft: null,
    closed: false,
    ended: false,
    myStatus: null,
    ...overrides,
  };
}

const ENROLLED: EnrolReply = {
  outcome: 'enrolled',
  cohortPath: 'class-a',
  coursePath: 'data-101',
  firstPagePath: 'welcome',
};

/** Serves the landing page, the classes, and `enrol` with the given answer (a reply, or a failure envelope and status). */
function serve(
  classes: EnrollableClass[],
  enrol: (call: FetchCall) => Response = () => jsonResponse({ result: ENROLLED }),
) {
  return stubFetch((call) => {
    if (call.url.includes('/lookup/listEnrollableClasses')) return jsonResponse({ result: classes });
    if (call.url.includes('/execute/enrol')) return enrol(call);
    return jsonResponse({ result: null });
  });
}

async function joinSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Join a class' });
  const section = heading.closest('section')!;
  expect(section.id).toBe('join');
  await within(section).findAllByRole('heading', { level: 3 });
  return section;
}

const refusal = (error: string, reason: string, status: number, fields?: Record<string, string>) => () =>
  jsonResponse({ error, reason, ...(fields && { fields }) }, status);

describe('the "Join a class" section of a course landing page', () => {
  it('offers a priced class for sale at its price, no free way in, and opens its checkout by a full load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubFetch((call) => {
      if (call.url.includes('/lookup/listEnrollableClasses')) {
        return jsonResponse({
          result: [
            joinable({
              path: 'paid-class',
              name: 'Paid class',
              localPrice: { currency: 'MYR', coursePriceMinor: 4990, studentPriceMinor: 2990 },
            }),
            joinable({ path: 'free-class', name: 'Free class' }),
          ],
        });
      }
      if (call.url.includes('/json/payment/create'))
        return jsonResponse({ result: { paymentTransactionId: 'tx-1' } });
      return jsonResponse({ result: null });
    });
    renderSection();
    const section = await joinSection();
    const paid = within(section).getByRole('article', { name: 'Paid class' });
    expect(paid.textContent).toMatch(/Price: MYR\s49\.90 · MYR\s29\.90 for students/);
    expect(within(paid).queryByRole('button', { name: 'Enrol' })).toBeNull();
    // An enrolment code from staff still lets a learner in.
    expect(within(paid).getByRole('button', { name: 'I have an enrolment code' })).toBeTruthy();
    const free = within(section).getByRole('article', { name: 'Free class' });
    expect(free.textContent).toContain('Price: Free');
    expect(within(free).getByRole('button', { name: 'Enrol' })).toBeTruthy();
    fireEvent.click(within(paid).getByRole('button', { name: /Buy a place · MYR\s49\.90/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/checkout/tx-1/'));
    const bought = calls.find((call) => call.url.includes('/json/payment/create'))!;
    expect(bought.body).toEqual({ items: [{ type: 'course_enrolment', productID: 'paid-class' }] });
    expect(calls.some((call) => call.url.includes('/execute/enrol'))).toBe(false);
    vi.unstubAllGlobals();
  });

  it('shows each class with its mode, dates in its zone and seats, and the action its type needs', async () => {
    serve([
      joinable({
        path: 'open-class',
        name: 'Open class',
        mode: 'scheduled',
        classAccessTz: 'Asia/Jakarta',
        startDate: { iso: '2030-03-01T02:00:00.000Z', local: '2030-03-01T09:00' },
        seatsLeft: 4,
      }),
      joinable({ path: 'code-class', name: 'Code class', enrolmentType: 'access_code' }),
      joinable({ path: 'approval-class', name: 'Approval class', enrolmentType: 'approval' }),
      joinable({ path: 'invite-class', name: 'Invite class', enrolmentType: 'invite_only' }),
      joinable({ path: 'ended-class', name: 'Ended class', ended: true }),
      joinable({ path: 'closed-class', name: 'Closed class', closed: true }),
      joinable({ path: 'full-class', name: 'Full class', seatsLeft: 0 }),
    ]);
    renderSection();
    const section = await joinSection();
    const card = (name: string) => within(section).getByRole('article', { name });

    const open = card('Open class');
    expect(within(open).getByText('Scheduled')).toBeTruthy();
    expect(within(open).getByText('Mar 1, 2030, 9:00 AM')).toBeTruthy();
    expect(within(open).getByText('Times are in Asia/Jakarta.')).toBeTruthy();
    expect(within(open).getByText('4 seats left')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Enrol' })).toBeTruthy();
    expect(within(card('Code class')).getByRole('textbox', { name: 'Access code' })).toBeTruthy();
    expect(within(card('Approval class')).getByRole('button', { name: 'Request to join' })).toBeTruthy();
    const invite = card('Invite class');
    expect(within(invite).getByText(/by invitation only/)).toBeTruthy();
    expect(within(invite).queryByRole('button', { name: 'Enrol' })).toBeNull();
    expect(within(invite).getByRole('button', { name: 'I have an enrolment code' })).toBeTruthy();
    expect(within(card('Ended class')).getByText('This class has finished.')).toBeTruthy();
    expect(within(card('Closed class')).getByText('Enrolment in this class has closed.')).toBeTruthy();
    expect(within(card('Full class')).getByText('This class is full.')).toBeTruthy();
    for (const name of ['Ended class', 'Closed class', 'Full class']) {
      expect(within(card(name)).queryAllByRole('button')).toEqual([]);
    }
    const audit = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('enrols in an open class and opens the course first page in view mode', async () => {
    const calls = serve([joinable({})]);
    act(() => authStore.userLoaded(buildUser()));
    const router = renderSection();
    const section = await joinSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Enrol' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/courses/data-101/welcome/'));
    expect(router.state.location.search).toBe('?mode=view');
    expect(calls.find((call) => call.url.includes('/execute/enrol'))?.body).toEqual({
      cohortPath: 'class-a',
    });
  });

  it('asks a visitor to sign in first', async () => {
    serve([joinable({})], refusal('not_signed_in', 'Sign in to continue.', 401));
    renderSection();
    const section = await joinSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Enrol' }));
    await vi.waitFor(() => expect(authStore.getState().loginModal).toBe('login'));
    expect(authStore.getState().retriesQueue).toHaveLength(1);
  });

  it('shows a wrong access code refusal under the field and keeps what was typed', async () => {
    const reason = 'That access code is not right. Check it with your course administrator.';
    const calls = serve(
      [joinable({ enrolmentType: 'access_code' })],
      refusal('access_code_invalid', reason, 400, { accessCode: reason }),
    );
    renderSection();
    const section = await joinSection();
    const field = within(section).getByRole('textbox', { name: 'Access code' }) as HTMLInputElement;
    fireEvent.click(within(section).getByRole('button', { name: 'Enrol with access code' }));
    expect(within(section).getByText('Enter the code, then try again.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'wrong1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Enrol with access code' }));
    expect(await within(section).findByText(reason)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('wrong1');
    const sent = calls.filter((call) => call.url.includes('/execute/enrol')).map((call) => call.body);
    expect(sent).toEqual([{ cohortPath: 'class-a', accessCode: 'wrong1' }]);
  });

  it('sends a request to join an approval class, then shows it waiting for approval', async () => {
    let requested = false;
    const calls = stubFetch((call) => {
      if (call.url.includes('/lookup/listEnrollableClasses')) {
        return jsonResponse({
          result: [joinable({ enrolmentType: 'approval', myStatus: requested ? 'pending' : null })],
        });
      }
      requested = true;
      return jsonResponse({ result: { ...ENROLLED, outcome: 'pending', firstPagePath: 'welcome' } });
    });
    const router = renderSection();
    const section = await joinSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Request to join' }));
    expect(await within(section).findByText('Waiting for approval')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Request to join' })).toBeNull();
    expect(router.state.location.pathname).toBe('/courses/data-101/');
    expect(calls.some((call) => call.url.includes('/execute/enrol'))).toBe(true);
  });

  it('shows a refused enrolment code under its field, in an invite-only class, keeping the code', async () => {
    const reason = 'That enrolment code is not valid or has been used up.';
    const calls = serve(
      [joinable({ enrolmentType: 'invite_only' })],
      refusal('enrolment_code_invalid', reason, 400, { enrolmentCode: reason }),
    );
    renderSection();
    const section = await joinSection();
    const toggle = within(section).getByRole('button', { name: 'I have an enrolment code' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const field = within(section).getByRole('textbox', { name: 'Enrolment code' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'abcd-efgh-jk' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Enrol with enrolment code' }));
    expect(await within(section).findByText(reason)).toBeTruthy();
    expect(field.value).toBe('abcd-efgh-jk');
    const sent = calls.filter((call) => call.url.includes('/execute/enrol')).map((call) => call.body);
    expect(sent).toEqual([{ cohortPath: 'class-a', enrolmentCode: 'abcd-efgh-jk' }]);
  });

  it('goes to the page for a finished class when the class has ended', async () => {
    serve([joinable({})], refusal('class_ended', 'This class has ended.', 410));
    const router = renderSection();
    const section = await joinSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Enrol' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ended_error/'));
    expect(router.state.location.search).toBe('?course=data-101');
    expect(await screen.findByRole('heading', { level: 1, name: 'This class has finished' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "See the course's classes" }).getAttribute('href')).toBe(
      '/courses/data-101/',
    );
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses/');
  });

  it('shows the full-class refusal beside the Enrol button', async () => {
    serve([joinable({})], refusal('class_full', 'This class is full.', 409));
    renderSection();
    const section = await joinSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Enrol' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('This class is full.');
  });

  it('tells a learner whose place is suspended why, instead of offering a way in', async () => {
    serve([
      joinable({
        myStatus: 'suspended',
        localPrice: { currency: 'MYR', coursePriceMinor: 30000, studentPriceMinor: 30000 },
      }),
    ]);
    renderSection();
    const card = within(await joinSection()).getByRole('article', { name: 'Class A' });
    const status = within(card).getByRole('status');
    expect(status.textContent).toBe('Your place is suspended until the unpaid instalment is paid');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

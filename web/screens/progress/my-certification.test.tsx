import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MyCertificate, MyCertification as Status } from '../../../common/api/certification';
import { queryClient } from '../../api/query-client';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { MyCertification } from './my-certification';

resetClientAroundEachTest();

const STATUS: Status = {
  offered: true,
  issueRule: 'completion',
  minLearningMinutes: 30,
  learningMinutes: 12,
  completedPages: 3,
  totalPages: 5,
  certificate: null,
  request: null,
  assessment: null,
  price: null,
};

const EARNED: MyCertificate = {
  code: '7F3KQ-90X11',
  type: 'certificate_of_completion',
  title: 'Certificate of Completion',
  courseName: 'Food Safety',
  coursePath: 'food-safety',
  issuerName: 'Kelas Academy',
  learningHours: null,
  issuedAt: '2026-11-27T03:00:00.000Z',
  refreshedAt: null,
  status: 'valid',
  onProfile: true,
};

function mount() {
  const router = createMemoryRouter([{ path: '*', element: <MyCertification coursePath="food-safety" /> }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function renderSection(status: Status) {
  stubFetch((call) =>
    call.url.includes('/json/course/read/getMyCertification/food-safety')
      ? jsonResponse({ result: status })
      : jsonResponse({ result: null }),
  );
  return mount();
}

describe('the certification status of the course progress page', () => {
  it('says what the course asks before it issues the certificate', async () => {
    renderSection(STATUS);
    expect(
      await screen.findByText('Complete every page to receive the certificate: 3 of 5 pages done.'),
    ).toBeTruthy();
    expect(screen.getByText('Active learning time it asks for: 12 of 30 minutes recorded.')).toBeTruthy();
  });

  it('shows the certificate earned with its links', async () => {
    renderSection({
      ...STATUS,
      certificate: EARNED,
    });
    expect((await screen.findByRole('link', { name: 'View certificate' })).getAttribute('href')).toBe(
      '/certificate-verification/7f3kq-90x11/',
    );
    expect(screen.getByText(/You earned this course’s certificate on/).textContent).toContain(
      'November 27, 2026',
    );
  });

  it('says the certificate is on its way once every page is done, and shows it when it comes', async () => {
    const done = { ...STATUS, minLearningMinutes: null, completedPages: 5 };
    let asked = 0;
    stubFetch(() => {
      asked++;
      return jsonResponse({ result: asked === 1 ? done : { ...done, certificate: EARNED } });
    });
    mount();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Every page is done: your certificate is being issued…',
    );
    expect(await screen.findByRole('link', { name: 'View certificate' }, { timeout: 5000 })).toBeTruthy();
  });

  it('says where the learner stands against the pass mark of a certificate earned by passing', async () => {
    renderSection({
      ...STATUS,
      issueRule: 'assessment',
      minLearningMinutes: null,
      assessment: { passMark: 70, grade: 82.5, items: 4, unscored: 1 },
    });
    expect(
      await screen.findByText(
        'Pass the course’s assessment with a grade of at least 70% to receive the certificate: your grade so far is 82.5%.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '1 of its 4 assessed items has no score you can see yet (not done, awaiting marking, or not released).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for your certificate' })).toBeNull();
  });

  it('says the certificate is on its way once the assessment is passed', async () => {
    renderSection({
      ...STATUS,
      issueRule: 'assessment',
      minLearningMinutes: null,
      assessment: { passMark: 70, grade: 70, items: 4, unscored: 0 },
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'You passed the course’s assessment: your certificate is being issued…',
    );
  });

  it('sells a certificate earned by its rule: its price, and a checkout of it opened by a full load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sold: Status = {
      ...STATUS,
      minLearningMinutes: null,
      completedPages: 5,
      price: { currency: 'MYR', amount: 4900 },
    };
    let release = () => {};
    const calls = stubFetch((call) => {
      if (call.url.includes('/json/payment/create'))
        return new Promise<void>((resolve) => {
          release = resolve;
        }).then(() => jsonResponse({ result: { paymentTransactionId: 'tx-7' } })) as unknown as Response;
      return jsonResponse({ result: sold });
    });
    mount();
    expect(
      (await screen.findByText(/You have earned this course’s certificate\. It costs/)).textContent,
    ).toMatch(/^You have earned this course’s certificate\. It costs MYR\s49\.00\.$/);
    expect(screen.queryByRole('status')).toBeNull();
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^Buy your certificate · MYR\s49\.00$/ }));
    expect(await screen.findByRole('button', { name: 'Opening checkout…' })).toHaveProperty('disabled', true);
    release();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/checkout/tx-7/'));
    const bought = calls.find((call) => call.url.includes('/json/payment/create'))!;
    expect(bought.body).toEqual({ items: [{ type: 'certificate', productID: 'food-safety' }] });
    // Nothing is being issued: the status is not asked for again while the learner decides.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((call) => call.url.includes('getMyCertification'))).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('says why the checkout did not open, and lets the learner try again', async () => {
    stubFetch((call) =>
      call.url.includes('/json/payment/create')
        ? jsonResponse({ error: 'conflict', reason: 'This certificate is not for sale.' }, 409)
        : jsonResponse({
            result: {
              ...STATUS,
              minLearningMinutes: null,
              completedPages: 5,
              price: { currency: 'USD', amount: 1500 },
            },
          }),
    );
    mount();
    fireEvent.click(await screen.findByRole('button', { name: /^Buy your certificate · \$15\.00$/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('This certificate is not for sale.');
    expect(screen.getByRole('button', { name: /^Buy your certificate/ })).toHaveProperty('disabled', false);
  });

  it('has nothing to buy when the certificate is free: it is on its way', async () => {
    renderSection({ ...STATUS, minLearningMinutes: null, completedPages: 5 });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Every page is done: your certificate is being issued…',
    );
    expect(screen.queryByRole('button', { name: /Buy your certificate/ })).toBeNull();
  });

  it('sells nothing before the rule is met, and shows a priced certificate once earned as any other', async () => {
    renderSection({ ...STATUS, price: { currency: 'MYR', amount: 4900 } });
    expect(
      await screen.findByText('Complete every page to receive the certificate: 3 of 5 pages done.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy your certificate/ })).toBeNull();
  });

  it('asks the course team for a certificate issued by hand, withdraws it, and asks again once declined', async () => {
    const byHand: Status = { ...STATUS, issueRule: 'manual', minLearningMinutes: null };
    const pending = {
      ...byHand,
      request: { requestedAt: '2026-11-27T03:00:00.000Z', declinedAt: null, declinedReason: null },
    };
    const calls = stubFetch((call) => {
      if (call.url.includes('requestCertificate')) return jsonResponse({ result: pending });
      if (call.url.includes('withdrawCertificateRequest')) return jsonResponse({ result: byHand });
      return jsonResponse({ result: byHand });
    });
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for your certificate' }));
    expect(await screen.findByText(/You asked for the certificate on/)).toBeTruthy();
    expect(
      calls.some((call) => call.url.endsWith('/json/course/update/requestCertificate/food-safety')),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByRole('button', { name: 'Ask for your certificate' })).toBeTruthy();
  });

  it('shows the team’s reason for declining and prompts to ask again', async () => {
    renderSection({
      ...STATUS,
      issueRule: 'manual',
      request: {
        requestedAt: '2026-11-20T03:00:00.000Z',
        declinedAt: '2026-11-21T03:00:00.000Z',
        declinedReason: 'Finish the last module first',
      },
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'The course team has not issued it yet: Finish the last module first',
    );
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeTruthy();
  });

  it('shows nothing for a course that issues no certificate', async () => {
    const { container } = renderSection({ ...STATUS, offered: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});

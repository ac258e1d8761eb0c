import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { ENROLLED } from '../../test/membership-fixtures';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ timezone: 'Asia/Jakarta' }));

const serve = () =>
  stubFetch((call) =>
    jsonResponse({
      result: call.url.includes(`/json/user/read/getEnrolledClassData/${buildUser().userId}`)
        ? ENROLLED
        : null,
    }),
  );

describe('/cohorts/studentinfo/', () => {
  it('shows a member their class, course, dates, mode, enrolment and the class staff', async () => {
    serve();
    renderApp('/cohorts/studentinfo/?cohort=morning');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning class' }, { timeout: 5000 }),
    ).toBeTruthy();
    const facts = document.querySelector('dl')!;
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling!.textContent;
    expect(within(facts).getByRole('link', { name: 'Data 101' }).getAttribute('href')).toBe(
      '/courses/data-101/',
    );
    expect(fact('Dates (class time zone)')).toMatch(
      /Starts Jan 6, 2030.*9:00.*ends Mar 6, 2030.*Asia\/Jakarta/,
    );
    expect(fact('Mode')).toBe('Scheduled');
    expect(fact('Your enrolment')).toBe('Active');
    expect(fact('Enrolled on')).toMatch(/Jan 2, 2030.*10:00/);
    expect(fact('Class staff')).toContain('Fay Facilitator · Facilitator');
    expect(fact('Class staff')).toContain('Abe Administrator · Class administrator');
    await expect(axe.run(facts, { rules: { 'color-contrast': { enabled: false } } })).resolves.toMatchObject({
      violations: [],
    });
  });

  it('says a pending class has no staff yet and no fixed dates', async () => {
    serve();
    renderApp('/cohorts/studentinfo/?cohort=evening');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evening class' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.getByText('No fixed dates')).toBeTruthy();
    expect(screen.getByText('This class has no staff listed yet.')).toBeTruthy();
  });

  it('gives anyone not in the class the not-found screen', async () => {
    serve();
    renderApp('/cohorts/studentinfo/?cohort=someone-elses');
    expect(
      await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

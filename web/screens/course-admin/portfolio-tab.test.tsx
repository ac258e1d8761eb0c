import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILDER_COURSE, serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const SETTING = '/json/course/read/getPortfolioSetting/data-101';
const SAVE = '/json/course/update/setPortfolioEnabled/data-101';

describe('the course admin action portfolio', () => {
  it('is in the navigation and saves the setting as soon as it changes', async () => {
    let release = () => {};
    const calls = serveCourseAdmin((call, url) => {
      if (url.pathname === SETTING) return jsonResponse({ result: { portfolioEnabled: true } });
      if (url.pathname === SAVE) {
        return new Promise<void>((resolve) => {
          release = resolve;
        }).then(() => jsonResponse({ result: call.body }));
      }
      return undefined;
    });
    renderApp('/courses/admin/?action=portfolio&course=data-101');
    const setting = (await screen.findByLabelText(
      'Learners’ posts in this course go into their portfolios',
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(screen.getByRole('link', { name: 'Portfolio' }).getAttribute('aria-current')).toBe('page');
    expect(setting.checked).toBe(true);
    fireEvent.click(setting);
    expect(await screen.findByText('Your change is being saved')).toBeTruthy();
    expect(setting.checked).toBe(false);
    act(() => release());
    expect(await screen.findByText('Your change was saved')).toBeTruthy();
    expect(calls.find((call) => call.url.includes(SAVE))?.body).toEqual({ portfolioEnabled: false });
    expect(setting.checked).toBe(false);
  });

  it('puts the setting back and says why when the save is refused', async () => {
    serveCourseAdmin((_call, url) => {
      if (url.pathname === SETTING) return jsonResponse({ result: { portfolioEnabled: true } });
      if (url.pathname === SAVE) {
        return jsonResponse({ error: 'forbidden', reason: 'You do not have permission to do this.' }, 403);
      }
      return undefined;
    });
    renderApp('/courses/admin/?action=portfolio&course=data-101');
    const setting = (await screen.findByLabelText(
      'Learners’ posts in this course go into their portfolios',
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    fireEvent.click(setting);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(setting.checked).toBe(true);
  });

  it('is not offered to a design admin', async () => {
    serveCourseAdmin((_call, url) =>
      url.pathname === '/json/course/read/getCourseData/data-101'
        ? jsonResponse({ result: { ...BUILDER_COURSE, myRole: 'course design admin' } })
        : undefined,
    );
    renderApp('/courses/admin/?action=general&course=data-101');
    // The general tab is a design admin's; the portfolio tab is not.
    expect(await screen.findByRole('link', { name: 'General' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Portfolio' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILDER_COURSE, serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

describe('guest access in the general settings', () => {
  it('shows the course’s setting and saves it with the other general settings', async () => {
    const calls = serveCourseAdmin((call, url) =>
      url.pathname === '/json/course/update/setGeneralSettings/data-101'
        ? jsonResponse({ result: { ...BUILDER_COURSE, ...(call.body as object) } })
        : undefined,
    );
    renderApp('/courses/admin/?action=general&course=data-101');
    const guests = (await screen.findByLabelText(/^Guest access/, {}, { timeout: 5000 })) as HTMLInputElement;
    expect(guests.checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Outcome 1'), { target: { value: 'Read a chart' } });
    fireEvent.click(guests);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('setGeneralSettings'))?.body).toMatchObject({
        guestAccess: true,
      }),
    );
  });
});

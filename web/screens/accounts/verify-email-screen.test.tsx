import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK_REASON } from '../../../common/api/credentials';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

const TOKEN = 'cd34'.repeat(16);

resetAppAroundEachTest(() => null);

describe('the verify-email screen', () => {
  it('uses the link once and confirms the address', async () => {
    const calls = stubFetch(() =>
      jsonResponse({ result: { verified: true, emailAddress: 'siti@example.com' } }),
    );
    renderApp(`/accounts/verify-email/${TOKEN}/`);
    expect(await screen.findByText('Thank you! siti@example.com is confirmed.')).toBeTruthy();
    const verifications = calls.filter((call) => call.url === '/json/user/execute/verifyEmail');
    expect(verifications.map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it('explains a bad link', async () => {
    stubFetch(() =>
      jsonResponse(
        { error: 'invalid_input', reason: INVALID_LINK_REASON, fields: { token: INVALID_LINK_REASON } },
        400,
      ),
    );
    renderApp(`/accounts/verify-email/${TOKEN}/`);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK_REASON);
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

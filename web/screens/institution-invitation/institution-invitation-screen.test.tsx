import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstitutionInvitationPreview } from '../../../common/api/institution';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

const TOKEN = 'cd34'.repeat(16);
const PREVIEW: InstitutionInvitationPreview = {
  institutionPath: 'nusantara',
  institutionName: 'Universitas Nusantara',
  role: 'learner',
  email: 'siti@example.com',
  answer: 'pending',
};
const FULL =
  'This institution has no room for more learners. Ask its administrators to raise its learner limit.';

resetAppAroundEachTest(() => null);

const signInAs = (emailAddress: string) => act(() => authStore.userLoaded(buildUser({ emailAddress })));

/** The invitation as the server keeps it; `full`: accepting is refused. */
function stubServer({ full = false } = {}) {
  let answer = PREVIEW.answer;
  return stubFetch((call) => {
    if (call.url.startsWith('/json/institute/lookup/getInvitation')) {
      return call.url.includes(TOKEN)
        ? jsonResponse({ result: { ...PREVIEW, answer } })
        : jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
    }
    if (call.url === '/json/institute/execute/acceptInvitation') {
      if (full)
        return jsonResponse(
          { error: 'conflict', reason: FULL, reasonCode: { code: 'institution.full' } },
          409,
        );
      answer = 'accepted';
      return jsonResponse({ result: { ...PREVIEW, answer } });
    }
    if (call.url === '/json/institute/execute/declineInvitation') {
      answer = 'declined';
      return jsonResponse({ result: { ...PREVIEW, answer } });
    }
    return jsonResponse({ result: null });
  });
}

describe('the institution invitation screen', () => {
  it('lets the invited address join, then offers the courses', async () => {
    signInAs('SITI@example.com');
    const calls = stubServer();
    renderApp(`/institution/invitation/${TOKEN}/`);
    expect(
      await screen.findByText('You are invited to join Universitas Nusantara as a learner.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join the institution' }));
    expect(await screen.findByText('You are a member of Universitas Nusantara.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses/');
    expect(calls.filter((call) => call.url.endsWith('acceptInvitation')).map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
  });

  it('records a decline and still offers to join; says when the institution is full', async () => {
    signInAs('siti@example.com');
    stubServer({ full: true });
    renderApp(`/institution/invitation/${TOKEN}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/You declined this invitation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the institution' }));
    expect(await screen.findByText(FULL)).toBeTruthy();
  });

  it('asks a visitor to sign up with the invited address, and tells another account apart', async () => {
    stubServer();
    renderApp(`/institution/invitation/${TOKEN}/`);
    expect(
      await screen.findByText(
        'Sign up with siti@example.com to join at once, or log in if you already have an account.',
      ),
    ).toBeTruthy();
    signInAs('someone@example.com');
    expect(await screen.findByText(/but you are logged in as someone@example.com/)).toBeTruthy();
  });

  it('says when the link is not valid', async () => {
    stubServer();
    renderApp(`/institution/invitation/${'ef56'.repeat(16)}/`);
    expect(
      await screen.findByText(
        'This invitation link is not valid. Ask the institution’s administrators for a new one.',
      ),
    ).toBeTruthy();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_CREDENTIALS_REASON } from '../../common/api/auth';
import { authStore } from '../auth/auth-store';
import { showLanguage } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { resetClientAroundEachTest } from '../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../test/stub-fetch';
import { LoginModal } from './login-modal';

resetClientAroundEachTest();

function openModal(mode: 'login' | 'signup') {
  render(<LoginModal />);
  act(() => authStore.openLoginModal(mode));
  return screen.getByRole('dialog');
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function fillSignUp(dialog: HTMLElement) {
  type(dialog, 'Full name', 'Siti Rahmah');
  type(dialog, 'Email address', 'siti@example.com');
  type(dialog, 'Password', 'a long enough password');
  fireEvent.click(within(dialog).getByLabelText('I agree to the terms of service and the privacy policy'));
}

describe('LoginModal', () => {
  it('is a labelled modal dialog in login mode with email and password fields', () => {
    const dialog = openModal('login');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Log in to Kelas' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Email address')).toBeTruthy();
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the shared validation messages under each sign-up field and sends nothing', async () => {
    const calls = stubFetch(() => jsonResponse({ result: null }));
    const dialog = openModal('signup');
    type(dialog, 'Full name', 'R2-D2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    // The checks load with the first use of the form (web/auth/auth-checks.ts).
    expect(await within(dialog).findByText('Enter a valid full name')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Use at least 8 characters')).toBeTruthy();
    expect(within(dialog).getByText('Accept the terms of service to continue')).toBeTruthy();
    expect(within(dialog).getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('links the terms the sign-up checkbox accepts, each opening in a new tab', () => {
    const dialog = openModal('signup');
    const terms = within(dialog).getByRole('link', { name: 'Read the terms of service' });
    const privacy = within(dialog).getByRole('link', { name: 'Read the privacy policy' });
    expect([terms.getAttribute('href'), privacy.getAttribute('href')]).toEqual([
      '/accounts/terms/terms_of_service/',
      '/accounts/terms/privacy_policy/',
    ]);
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('shows the validation messages in the interface language', async () => {
    await act(() => showLanguage('ms'));
    const dialog = openModal('signup');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cipta akaun' }));
    expect(await within(dialog).findByText('Masukkan nama penuh yang sah')).toBeTruthy();
  });

  it("shows the server's field reasons and keeps what was typed", async () => {
    stubFetch(() =>
      jsonResponse(
        { error: 'invalid_input', reason: 'Invalid input', fields: { fullName: 'Enter a valid full name' } },
        400,
      ),
    );
    const dialog = openModal('signup');
    fillSignUp(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await within(dialog).findByText('Enter a valid full name')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Check the highlighted fields and try again.');
    expect((within(dialog).getByLabelText('Full name') as HTMLInputElement).value).toBe('Siti Rahmah');
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).toBe(
      'a long enough password',
    );
  });

  it('shows an address that is already taken under the email field', async () => {
    stubFetch(() =>
      jsonResponse(
        { error: 'email_taken', reason: 'An account with this email address already exists.' },
        409,
      ),
    );
    const dialog = openModal('signup');
    fillSignUp(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText('An account with this email address already exists.'),
    ).toBeTruthy();
  });

  it('signs the new user up with the sign-up payload and closes', async () => {
    const user = buildUser();
    const calls: FetchCall[] = stubFetch(() => jsonResponse({ result: user }));
    const dialog = openModal('signup');
    fillSignUp(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.url).toBe('/json/user/create');
    expect(calls[0]?.body).toMatchObject({
      fullName: 'Siti Rahmah',
      email: 'siti@example.com',
      password: 'a long enough password',
      acceptTerms: true,
      isNewsSubscribed: false,
      signUpFrom: 'web',
      preferredLanguage: 'en',
    });
    expect(authStore.getState().currentUser).toEqual(user);
  });

  it("shows the server's reason when the sign-in fails", async () => {
    stubFetch(() => jsonResponse({ error: 'invalid_credentials', reason: INVALID_CREDENTIALS_REASON }, 401));
    const dialog = openModal('login');
    type(dialog, 'Email address', 'siti@example.com');
    type(dialog, 'Password', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(INVALID_CREDENTIALS_REASON);
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'siti@example.com',
    );
  });

  it('switches to the forgot-password view and back', () => {
    const dialog = openModal('login');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in to Kelas' })).toBeTruthy();
  });

  it('closes on Escape', () => {
    openModal('login');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(authStore.getState().loginModal).toBeNull();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WRONG_PASSWORD_REASON } from '../../../common/api/account-security';
import { INVALID_OTP_REASON } from '../../../common/api/auth';
import { queryClient } from '../../api/query-client';
import { authStore } from '../../auth/auth-store';
import { useAuthState } from '../../auth/use-auth-state';
import { showLanguage } from '../../i18n/i18n';
import { buildUser } from '../../test/fixtures';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { TwoStepVerification } from './two-step-verification';

const KEYS = Array.from({ length: 10 }, (_, index) => `key${index}-abcd-efgh`);
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Kelas:siti%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Kelas',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};

resetClientAroundEachTest();

// The section as the settings screen draws it: for the user in the auth store.
function Section() {
  const { currentUser } = useAuthState();
  return currentUser ? <TwoStepVerification user={currentUser} /> : null;
}

function renderSection(mfaEnabled: boolean) {
  act(() => authStore.userLoaded(buildUser({ mfaEnabled })));
  render(
    <QueryClientProvider client={queryClient}>
      <Section />
    </QueryClientProvider>,
  );
}

describe('TwoStepVerification', () => {
  it('enrols: QR code and key for manual entry, a wrong then a right code, then the keys once', async () => {
    const calls = stubFetch(({ url, body }) => {
      if (url.endsWith('/startMfaEnrolment')) return jsonResponse({ result: ENROLMENT });
      if ((body as { otp: string }).otp !== '123456') {
        return jsonResponse(
          { error: 'invalid_otp', reason: INVALID_OTP_REASON, fields: { otp: INVALID_OTP_REASON } },
          401,
        );
      }
      return jsonResponse({ result: { recoveryKeys: KEYS } });
    });
    renderSection(false);
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));

    const qr = (await screen.findByRole('img', {
      name: 'QR code to add your account to an authenticator app',
    })) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(ENROLMENT.qrCode);
    expect(screen.getByTestId('mfa-secret').textContent).toBe(ENROLMENT.secret);

    fireEvent.change(screen.getByLabelText('6-digit code from the app'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByText(INVALID_OTP_REASON)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('6-digit code from the app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    const keys = await screen.findAllByTestId('recovery-key');
    expect(keys.map((key) => key.textContent)).toEqual(KEYS);
    expect(calls.at(-1)?.body).toEqual({ otp: '123456' });
    expect(authStore.getState().currentUser?.mfaEnabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'I have saved my keys' }));
    expect(screen.queryAllByTestId('recovery-key')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Turn off two-step verification' })).toBeTruthy();
  });

  it('copies the keys to the clipboard', async () => {
    stubFetch(({ url }) =>
      jsonResponse({ result: url.endsWith('/startMfaEnrolment') ? ENROLMENT : { recoveryKeys: KEYS } }),
    );
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSection(false);
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    fireEvent.change(await screen.findByLabelText('6-digit code from the app'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy keys' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(`${KEYS.join('\n')}\n`));
    expect(await screen.findByText('Keys copied.')).toBeTruthy();
  });

  it('turns off only with the right password', async () => {
    const calls = stubFetch(({ body }) =>
      (body as { password: string }).password === 'right password'
        ? jsonResponse({ result: { mfaEnabled: false } })
        : jsonResponse(
            {
              error: 'invalid_input',
              reason: WRONG_PASSWORD_REASON,
              fields: { password: WRONG_PASSWORD_REASON },
            },
            400,
          ),
    );
    renderSection(true);
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    const submit = screen.getByRole('button', { name: 'Turn off two-step verification' });
    fireEvent.click(submit);
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect(await screen.findByText(WRONG_PASSWORD_REASON)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right password' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' })).toBeTruthy();
    expect(authStore.getState().currentUser?.mfaEnabled).toBe(false);
  });

  it('shows the server reasons in Indonesian', async () => {
    await act(() => showLanguage('id'));
    stubFetch(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason: WRONG_PASSWORD_REASON,
          fields: { password: WRONG_PASSWORD_REASON },
          fieldCodes: { password: { code: 'account.wrongPassword' } },
        },
        400,
      ),
    );
    renderSection(true);
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' }));
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' }));
    expect(await screen.findByText('Kata sandi salah.')).toBeTruthy();
  });
});

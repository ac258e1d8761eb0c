import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type CertificateSettingsView, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const READ = '/json/course/read/getCertificateSettings/data-101';
const SAVE = '/json/course/update/setCertificateSettings/data-101';
const UPLOAD = '/api/course/data-101/certificate-images/';
const LOGO = '0b6c5a2e-7d0e-4c57-9a43-2f1e6d3c8b10.png';
const SIGNATURE = '5f0e1d2c-3b4a-4958-8776-a5b4c3d2e1f0.png';

const SETTINGS: CertificateSettingsView = {
  enabled: true,
  design: { ...DEFAULT_CERTIFICATE_DESIGN, signatories: [{ name: 'Dr Amira Yusof', title: 'Dean' }] },
  logoKey: null,
  issueRule: 'manual',
  minLearningMinutes: null,
  passMark: null,
  price: null,
  courseName: 'Data Literacy',
  learningHours: 12,
  outcomes: [],
  issuedCount: 0,
};

/** The settings; uploads answer a key by kind (or `onUpload`'s reply); saves answer what was sent. */
function serve(onUpload?: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === READ) return jsonResponse({ result: SETTINGS });
    if (pathname === SAVE) return jsonResponse({ result: { ...SETTINGS, ...(call.body as object) } });
    if (pathname.startsWith(UPLOAD))
      return (
        onUpload?.(call) ?? jsonResponse({ result: { key: pathname.includes('/logo/') ? LOGO : SIGNATURE } })
      );
    return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
  });
}

const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'image', { type });
const choose = (label: string, chosen: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [chosen] } });
const preview = () => within(screen.getByRole('figure', { name: 'Preview' }));

describe('the certificate designer’s images', () => {
  it('uploads a logo and a signature, shows them in the preview, saves their keys and removes them', async () => {
    const calls = serve();
    renderApp('/certification/design/?course=data-101');
    await screen.findByLabelText('Title');
    const hint = 'A PNG or JPEG image of up to 2.00 MB. It is kept when you save your changes.';
    expect(screen.getAllByText(hint)).toHaveLength(2);

    choose('Course logo Choose an image', file('image/png'));
    choose('Signatory 1: signature Choose an image', file('image/jpeg'));
    const logo = await preview().findByRole('img', { name: 'Course logo' });
    expect(logo.getAttribute('src')).toBe(`/api/certificate-images/${LOGO}`);
    const signature = await preview().findByRole('img', { name: 'Signature of Dr Amira Yusof' });
    expect(signature.getAttribute('src')).toBe(`/api/certificate-images/${SIGNATURE}`);
    const uploads = calls.filter((call) => call.url.startsWith(UPLOAD));
    expect(uploads.map((call) => [call.method, call.url, call.body instanceof FormData])).toEqual([
      ['POST', `${UPLOAD}logo/`, true],
      ['POST', `${UPLOAD}signature/`, true],
    ]);
    expect(screen.getByLabelText('Course logo Replace the image')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your changes were saved.');
    expect(calls.find((call) => call.url.includes(SAVE))?.body).toMatchObject({
      logoKey: LOGO,
      design: { signatories: [{ name: 'Dr Amira Yusof', title: 'Dean', signatureKey: SIGNATURE }] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the image (Course logo)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image (Signatory 1: signature)' }));
    expect(preview().queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes(SAVE)).at(-1)?.body).toMatchObject({
        logoKey: null,
        design: { signatories: [{ signatureKey: null }] },
      }),
    );
  });

  it('refuses another format or a big file before sending, and shows the server’s reason', async () => {
    const calls = serve(() =>
      jsonResponse(
        {
          error: 'file_type_not_accepted',
          reason: 'Choose a PNG or JPEG image for the certificate.',
          reasonCode: { code: 'certificate.imageType' },
        },
        415,
      ),
    );
    renderApp('/certification/design/?course=data-101');
    await screen.findByLabelText('Title');
    choose('Course logo Choose an image', file('image/webp'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG or JPEG image.');
    choose('Course logo Choose an image', file('image/png', 2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This image is larger than 2.00 MB. Choose a smaller one.',
    );
    expect(calls.some((call) => call.url.startsWith(UPLOAD))).toBe(false);

    choose('Course logo Choose an image', file('image/png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Choose a PNG or JPEG image for the certificate.'),
    );
    expect(preview().queryByRole('img')).toBeNull();
  });

  it('shows a key the server refuses on saving by its image', async () => {
    stubFetch((call) => {
      const { pathname } = new URL(call.url, 'http://localhost');
      if (pathname === READ) return jsonResponse({ result: { ...SETTINGS, logoKey: LOGO } });
      const reason = 'This image was not found. Upload it again.';
      return jsonResponse(
        {
          error: 'invalid_input',
          reason,
          fields: { logoKey: reason },
          fieldCodes: { logoKey: { code: 'certificate.unknownImage' } },
        },
        400,
      );
    });
    renderApp('/certification/design/?course=data-101');
    await screen.findByLabelText('Title');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This image was not found. Upload it again.', { selector: '[role=alert]' }),
    ).toBeTruthy();
  });
});

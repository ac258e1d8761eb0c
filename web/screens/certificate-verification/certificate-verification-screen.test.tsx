import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { type CertificateVerification, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

// A visitor who scanned the QR code: nobody signed in.
resetAppAroundEachTest(() => null);

const CERTIFICATE: CertificateVerification = {
  code: '7F3KQ-90X11',
  type: 'opencred',
  status: 'valid',
  data: {
    learnerName: 'Siti Rahayu',
    courseName: 'Food Safety',
    coursePath: 'food-safety',
    language: 'en',
    learningHours: 10,
    outcomes: [],
    grade: null,
    issuerName: 'Kelas Academy',
    design: DEFAULT_CERTIFICATE_DESIGN,
  },
  issuedAt: '2026-11-27T03:00:00.000Z',
  refreshedAt: null,
  revokedAt: null,
  revokedReason: null,
};

const serve = (answer: () => Response) =>
  stubFetch((call) =>
    call.url.includes('/json/certificate/lookup/verify') ? answer() : jsonResponse({ result: null }),
  );

describe('the certificate verification page', () => {
  it('shows the logo the certificate was issued with, by its code', async () => {
    serve(() =>
      jsonResponse({ result: { ...CERTIFICATE, data: { ...CERTIFICATE.data, logoKey: 'a.png' } } }),
    );
    renderApp('/certificate-verification/7f3kq-90x11/');
    const logo = await screen.findByRole('img', { name: 'Logo of Kelas Academy' });
    expect(logo.getAttribute('src')).toBe('/api/certificate-logos/7F3KQ-90X11');
  });

  it('shows who earned what, when and from whom, that it is valid, and its downloads', async () => {
    const calls = serve(() => jsonResponse({ result: CERTIFICATE }));
    renderApp('/certificate-verification/7f3kq-90x11/');
    expect(await screen.findByText('Siti Rahayu')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('genuine and valid');
    expect(screen.getByText('Food Safety')).toBeTruthy();
    expect(screen.getByText('10 learning hours')).toBeTruthy();
    expect(screen.getByText('Kelas Academy')).toBeTruthy();
    expect(screen.getByText('November 27, 2026')).toBeTruthy();
    expect(screen.getByText('OpenCreds certificate')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/certificates/7F3KQ-90X11.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download Open Badge (JSON)' }).getAttribute('href')).toBe(
      '/api/certificates/7F3KQ-90X11/credential.json',
    );
    expect(calls.find((call) => call.url.includes('verify'))?.url).toContain('code=7f3kq-90x11');
    expect(screen.queryByRole('img', { name: 'Logo of Kelas Academy' })).toBeNull();
    const audit = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(audit.violations).toEqual([]);
  });

  it('says a revoked certificate is revoked, when and why', async () => {
    serve(() =>
      jsonResponse({
        result: {
          ...CERTIFICATE,
          status: 'revoked',
          revokedAt: '2026-12-02T03:00:00.000Z',
          revokedReason: 'Issued in error',
        },
      }),
    );
    renderApp('/certificate-verification/7f3kq-90x11/');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('This certificate has been revoked. Revoked on December 2, 2026');
    expect(status.textContent).toContain('Reason: Issued in error');
  });

  it('says plainly that no certificate has a wrong code, and checks another', async () => {
    serve(() => jsonResponse({ error: 'not_found', reason: 'No certificate has this code.' }, 404));
    const router = renderApp('/certificate-verification/zzzzz-zzzzz/');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No certificate has the code ZZZZZ-ZZZZZ.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter the certificate’s code.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Certificate code' }), {
      target: { value: ' 7F3KQ-90X11 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(router.state.location.pathname).toBe('/certificate-verification/7f3kq-90x11/');
  });

  it('shows a qualification’s certificate as a qualification, linking to no course', async () => {
    serve(() =>
      jsonResponse({
        result: {
          ...CERTIFICATE,
          type: 'qualification',
          data: { ...CERTIFICATE.data, courseName: 'Data and Digital Skills', coursePath: '' },
        },
      }),
    );
    renderApp('/certificate-verification/7f3kq-90x11/');
    expect(await screen.findByText('Data and Digital Skills')).toBeTruthy();
    expect(screen.getByText('Qualification')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(
      [...article.querySelectorAll('a')].every((link) => !link.getAttribute('href')?.startsWith('/courses/')),
    ).toBe(true);
  });
});

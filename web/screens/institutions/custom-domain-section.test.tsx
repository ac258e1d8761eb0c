import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CustomDomain } from '../../../common/api/custom-domain';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';
import { answer, fieldRefusal, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const SCREEN = '/institution/admin-settings/domain/?institution=nusantara';

const PENDING: CustomDomain = {
  domain: 'learn.nusantara.example',
  prefix: null,
  status: 'pending',
  verification: { name: '_kelas-verify.learn.nusantara.example', value: 'kelas-verification=abc123' },
  target: 'kelas.example',
  portalUrl: 'https://learn.nusantara.example/',
  verifiedAt: null,
  checkedAt: null,
  checkFailure: null,
};

describe('the domain section', () => {
  it('adds a domain, shows the DNS steps with their values, and says what the check found', async () => {
    let checks = 0;
    const calls = serveInstitution({
      'read/getCustomDomain': answer(null),
      'update/setCustomDomain': answer(PENDING),
      'update/verifyCustomDomain': () => {
        checks++;
        return jsonResponse({
          result:
            checks === 1
              ? { ...PENDING, checkedAt: '2026-11-27T10:00:00Z', checkFailure: 'noRecord' }
              : {
                  ...PENDING,
                  status: 'verified',
                  verifiedAt: '2026-11-27T10:05:00Z',
                  checkedAt: '2026-11-27T10:05:00Z',
                },
        });
      },
    });
    renderApp(SCREEN);
    const domainField = (await screen.findByLabelText('Domain name')) as HTMLInputElement;
    expect(screen.getByRole('tab', { name: 'Domain' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(domainField, { target: { value: 'learn.nusantara.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));

    const steps = await screen.findByRole('region', { name: 'Setting up learn.nusantara.example' });
    expect(within(steps).getByText('Waiting for DNS')).toBeTruthy();
    expect(within(steps).getByText('_kelas-verify.learn.nusantara.example')).toBeTruthy();
    expect(within(steps).getByText('kelas-verification=abc123')).toBeTruthy();
    expect(within(steps).getByText('kelas.example')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('setCustomDomain'))?.body).toEqual({
      domain: 'learn.nusantara.example',
      prefix: '',
    });

    fireEvent.click(within(steps).getByRole('button', { name: 'Check DNS now' }));
    expect(await within(steps).findByText(/No TXT record was found at _kelas-verify/)).toBeTruthy();
    fireEvent.click(within(steps).getByRole('button', { name: 'Check DNS now' }));
    expect(await within(steps).findByText('The TXT record is in place: the domain is live.')).toBeTruthy();
    expect(within(steps).getByText('Live')).toBeTruthy();
    expect(within(steps).getByRole('link', { name: 'https://learn.nusantara.example/' })).toBeTruthy();
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('shows the server’s reason by its field and keeps what was typed', async () => {
    const taken = 'Another institution uses this domain.';
    serveInstitution({
      'read/getCustomDomain': answer(null),
      'update/setCustomDomain': () => fieldRefusal('domain', taken, 'institution.customDomainTaken'),
    });
    renderApp(SCREEN);
    const domainField = (await screen.findByLabelText('Domain name')) as HTMLInputElement;
    fireEvent.change(domainField, { target: { value: 'learn.other.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(domainField.value).toBe('learn.other.example');
    expect(domainField.getAttribute('aria-invalid')).toBe('true');
  });

  it('removes the domain once confirmed', async () => {
    serveInstitution({
      'read/getCustomDomain': answer({ ...PENDING, status: 'verified', verifiedAt: '2026-11-27T10:05:00Z' }),
      'update/removeCustomDomain': answer(null),
    });
    renderApp(SCREEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove learn.nusantara.example?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByRole('button', { name: 'Add domain' })).toBeTruthy();
    expect((screen.getByLabelText('Domain name') as HTMLInputElement).value).toBe('');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { type CertificateSettingsView, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const READ = '/json/course/read/getCertificateSettings/data-101';
const SAVE = '/json/course/update/setCertificateSettings/data-101';

const SETTINGS: CertificateSettingsView = {
  enabled: false,
  design: DEFAULT_CERTIFICATE_DESIGN,
  issueRule: 'completion',
  minLearningMinutes: null,
  passMark: null,
  price: null,
  courseName: 'Data Literacy',
  learningHours: 12,
  outcomes: ['Read a chart', 'Clean a table'],
  issuedCount: 3,
};

/** The course's settings, and `onSave` answering each save (by default: what was sent, as saved). */
function serve(
  onSave: (call: FetchCall) => Response = (call) =>
    jsonResponse({ result: { ...SETTINGS, ...(call.body as object) } }),
) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === READ) return jsonResponse({ result: SETTINGS });
    if (url.pathname === SAVE) return onSave(call);
    return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
  });
}

const preview = () => screen.getByRole('figure', { name: 'Preview' });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openDesigner() {
  renderApp('/certification/design/?course=data-101');
  return screen.findByLabelText('Title');
}

describe('the certificate designer', () => {
  it('draws a preview that follows the form as it is typed', async () => {
    serve();
    await openDesigner();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Data Literacy');
    await waitFor(() => expect(document.title).toBe('Certificate design - Data Literacy - Kelas'));
    expect(screen.getByRole('tab', { name: 'Certificate design' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      screen.getByText(
        '3 certificates issued; changes apply to certificates issued or refreshed from now on.',
      ),
    ).toBeTruthy();
    const card = within(preview());
    expect(card.getByText('Certificate of Completion')).toBeTruthy();
    expect(card.getByText('Siti Rahmah')).toBeTruthy();
    expect(card.getByText('Data Literacy')).toBeTruthy();
    expect(card.getByText('12 learning hours')).toBeTruthy();
    expect(card.queryByText('• Read a chart')).toBeNull();

    type('Title', 'Certificate of Achievement');
    type('Wording', 'has shown mastery of');
    fireEvent.click(screen.getByLabelText('Learning outcomes'));
    fireEvent.click(screen.getByLabelText('Learning hours'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a signatory' }));
    type('Signatory 1: name', 'Dr Amira Yusof');
    type('Signatory 1: title', 'Dean');
    type('Primary colour', '#065f46');

    expect(card.getByText('Certificate of Achievement').style.color).toBe('#065f46');
    expect(card.getByText('has shown mastery of')).toBeTruthy();
    expect(card.getByText('• Read a chart')).toBeTruthy();
    expect(card.queryByText('12 learning hours')).toBeNull();
    expect(card.getByText('Dr Amira Yusof')).toBeTruthy();
    expect(card.getByText('Dean')).toBeTruthy();
    expect(screen.getByLabelText('Primary colour: colour picker')).toHaveProperty('value', '#065f46');

    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('sends the settings as typed, shows the saving and says when they are saved', async () => {
    let release = () => {};
    const calls = serve(
      (call) =>
        new Promise<void>((resolve) => {
          release = resolve;
        }).then(() =>
          jsonResponse({ result: { ...SETTINGS, ...(call.body as object) } }),
        ) as unknown as Response,
    );
    await openDesigner();
    fireEvent.click(screen.getByLabelText('Issue certificates for this course'));
    fireEvent.click(screen.getByLabelText('By the course team, by hand'));
    type('Minimum active learning time (minutes)', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Add a signatory' }));
    type('Signatory 1: name', 'Dr Amira Yusof');
    type('Accent colour', '#B45309');
    fireEvent.click(screen.getByLabelText('Grade'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(calls.find((call) => call.url.includes(SAVE))?.body).toEqual({
      enabled: true,
      issueRule: 'manual',
      minLearningMinutes: 45,
      passMark: null,
      price: null,
      logoKey: null,
      design: {
        ...DEFAULT_CERTIFICATE_DESIGN,
        signatories: [{ name: 'Dr Amira Yusof', title: '' }],
        colours: { primary: '#1e3a8a', accent: '#B45309' },
        fields: { ...DEFAULT_CERTIFICATE_DESIGN.fields, grade: true },
      },
    });
    act(() => release());
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(screen.getByLabelText('Minimum active learning time (minutes)')).toHaveProperty('value', '45');
  });

  it('asks for a pass mark when certificates are earned by passing the course’s assessment', async () => {
    const calls = serve();
    await openDesigner();
    expect(screen.queryByLabelText('Pass mark (%)')).toBeNull();
    fireEvent.click(screen.getByLabelText('When a learner passes the course’s assessment'));
    type('Pass mark (%)', '75');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes(SAVE))?.body).toMatchObject({
      issueRule: 'assessment',
      passMark: 75,
    });
    expect(screen.getByLabelText('Pass mark (%)')).toHaveProperty('value', '75');
  });

  it('sells the certificates earned by the rule at a price typed in major units', async () => {
    const calls = serve();
    await openDesigner();
    expect(screen.queryByLabelText('Amount (MYR)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'paid' } });
    expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'MYR');
    type('Amount (MYR)', '49.00');
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes(SAVE))?.body).toMatchObject({
      issueRule: 'completion',
      price: { currency: 'MYR', amount: 4900 },
    });
    expect(screen.getByLabelText('Amount (MYR)')).toHaveProperty('value', '49.00');

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'SGD' } });
    type('Amount (SGD)', '12,5');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes(SAVE)).at(-1)?.body).toMatchObject({
        price: { currency: 'SGD', amount: 1250 },
      }),
    );
  });

  it('sends no price when the certificate is free or issued by hand', async () => {
    const calls = serve();
    await openDesigner();
    type('Title', 'Free certificate');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes(SAVE)).at(-1)?.body).toMatchObject({ price: null });

    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'paid' } });
    type('Amount (MYR)', '49.00');
    // Issued by hand, a certificate is free: the price leaves the form and is not sent.
    fireEvent.click(screen.getByLabelText('By the course team, by hand'));
    expect(screen.queryByLabelText('Price')).toBeNull();
    expect(screen.queryByLabelText('Amount (MYR)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((call) => call.url.includes(SAVE))).toHaveLength(2));
    expect(calls.filter((call) => call.url.includes(SAVE)).at(-1)?.body).toMatchObject({
      issueRule: 'manual',
      price: null,
    });
  });

  it('shows the server’s reason for the price under its amount', async () => {
    const reason =
      'Enter a price above 0, with at most two decimal places, or sell the certificate for free.';
    const calls = serve(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason,
          fields: { 'price.amount': reason },
          fieldCodes: { 'price.amount': { code: 'certificate.price' } },
        },
        400,
      ),
    );
    await openDesigner();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'paid' } });
    type('Amount (MYR)', '49.999');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const amount = screen.getByLabelText('Amount (MYR)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
    expect(screen.getByText('Check the highlighted fields and try again.')).toBeTruthy();
    expect(amount).toHaveProperty('value', '49.999');
    // What is not an amount goes as none, for the server to refuse by the field.
    expect(calls.find((call) => call.url.includes(SAVE))?.body).toMatchObject({
      price: { currency: 'MYR', amount: null },
    });
  });

  it('shows a refused field’s reason by the field and keeps what was typed', async () => {
    serve(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason: 'Choose a colour such as #1e3a8a.',
          fields: { 'design.colours.primary': 'Choose a colour such as #1e3a8a.' },
          fieldCodes: { 'design.colours.primary': { code: 'certificate.colour' } },
        },
        400,
      ),
    );
    await openDesigner();
    type('Primary colour', 'navy');
    type('Title', 'My certificate');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const field = screen.getByLabelText('Primary colour');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Choose a colour such as #1e3a8a.');
    expect(screen.getByText('Check the highlighted fields and try again.')).toBeTruthy();
    expect(field).toHaveProperty('value', 'navy');
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'My certificate');
    expect(within(preview()).getByText('My certificate')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    await openDesigner();
    type('Title', 'Changed');
    fireEvent.click(screen.getByRole('tab', { name: 'Student certificates' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Changed');
  });

  it('tells someone outside the course team they have no access, and an unknown action is not found', async () => {
    stubFetch(() =>
      jsonResponse({ error: 'forbidden', reason: 'You do not have permission to do this.' }, 403),
    );
    const router = renderApp('/certification/design/?course=data-101');
    expect(await screen.findByRole('heading', { name: 'You don’t have access' })).toBeTruthy();
    await act(() => router.navigate('/certification/badges/?course=data-101'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { EnrolmentCodeBatch, GeneratedEnrolmentCodes } from '../../../common/api/enrolment';
import { queryClient } from '../../api/query-client';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';
import { EnrolmentCodesTab } from './enrolment-codes-tab';

resetClientAroundEachTest();

const BATCH: EnrolmentCodeBatch = {
  id: 'b1',
  label: 'Open day',
  maxUses: 1,
  codeCount: 2,
  usedUses: 1,
  totalUses: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const GENERATED: GeneratedEnrolmentCodes = {
  ...BATCH,
  id: 'b2',
  label: 'Fair',
  codeCount: 2,
  usedUses: 0,
  codes: ['ABCD-EFGH-JK', 'MNPQ-RSTU-VW'],
};

function renderTab(batches: EnrolmentCodeBatch[], generate = () => jsonResponse({ result: GENERATED })) {
  const calls = stubFetch((call) =>
    call.url.includes('generateEnrolmentCodes') ? generate() : jsonResponse({ result: batches }),
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <EnrolmentCodesTab cohortPath="class-a" />
    </QueryClientProvider>,
  );
  return Object.assign(calls, { container });
}

describe('the enrolment codes tab', () => {
  it('lists the batches with uses taken and a CSV download each', async () => {
    const calls = renderTab([BATCH]);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('rowheader', { name: 'Open day' }).closest('tr')!;
    expect(within(row).getByText('1 of 2')).toBeTruthy();
    const download = within(row).getByRole('link', { name: 'Download the codes of “Open day” as CSV' });
    expect(download.getAttribute('href')).toBe('/api/cohort/class-a/enrolment-codes.csv?batch=b1');
    const audit = await axe.run(calls.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('generates a batch and shows its codes', async () => {
    const calls = renderTab([]);
    expect(await screen.findByRole('heading', { name: 'No enrolment codes yet' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Batch label' }), { target: { value: 'Fair' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of codes' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Uses per code' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('ABCD-EFGH-JK')).toBeTruthy();
    expect(screen.getByText('MNPQ-RSTU-VW')).toBeTruthy();
    expect(screen.getByText(/2 codes generated for “Fair”/)).toBeTruthy();
    const sent = calls.filter((call) => call.url.includes('generateEnrolmentCodes'));
    expect(sent.map((call) => [call.url, call.body])).toEqual([
      ['/json/cohort/update/generateEnrolmentCodes/class-a', { label: 'Fair', count: 2, maxUses: 3 }],
    ]);
  });

  it('says what to fix before sending, and shows the server refusal of a field', async () => {
    const reason = 'Generate 1 to 1000 codes.';
    const calls = renderTab([], () =>
      jsonResponse({ error: 'invalid_input', reason, fields: { count: reason } }, 400),
    );
    await screen.findByRole('heading', { name: 'No enrolment codes yet' });
    const count = screen.getByRole('spinbutton', { name: 'Number of codes' });
    fireEvent.change(count, { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(screen.getByText('Give the batch a label of 1 to 100 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of codes from 1 to 1000.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('generateEnrolmentCodes'))).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Batch label' }), { target: { value: 'Fair' } });
    fireEvent.change(count, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('Enter a whole number of codes from 1 to 1000.')).toBeTruthy();
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Batch label' }) as HTMLInputElement).value).toBe('Fair');
  });
});

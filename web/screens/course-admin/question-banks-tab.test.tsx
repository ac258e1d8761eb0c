import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const BANK = { id: 'bank-1', name: 'Week 1', questionCount: 0, createdAt: '2026-11-26T10:00:00.000Z' };

const STARTED = { importId: 'import-1', status: 'running', percentage: 0 };
const finished = (result: object) => ({ importId: 'import-1', status: 'finished', percentage: 100, result });

/**
 * A course with bank BANK of `questions`, whose import is started and then, asked where it stands,
 * answers each of `states` in turn (the last again); `other` answers the rest.
 */
function stubBank(states: object[], questions: object[] = [], other: (url: string) => unknown = () => null) {
  let asked = 0;
  return stubFetch((call) => {
    if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
    if (call.url.includes('/json/questionbank/lookup/listBanks')) return jsonResponse({ result: [BANK] });
    if (call.url.includes('/json/questionbank/read/getBank/bank-1'))
      return jsonResponse({ result: { ...BANK, coursePath: BUILDER_COURSE.path, questions } });
    if (call.url.includes('/json/questionbank/update/importQuestions/bank-1'))
      return jsonResponse({ result: STARTED });
    if (call.url.includes('/json/questionbank/read/importStatus/import-1'))
      return jsonResponse({ result: states[Math.min(asked++, states.length - 1)] });
    return jsonResponse({ result: other(call.url) });
  });
}

describe('the question banks tab', () => {
  it('imports a GIFT file into a bank, shows its progress, and says, per question, why nothing was taken', async () => {
    const calls = stubBank([
      { ...STARTED, percentage: 50 },
      finished({
        imported: 0,
        read: 2,
        problems: [
          {
            index: 2,
            line: 4,
            name: 'Broken',
            code: 'quiz.import.unsupported',
            reason: 'This question type is not supported yet: description.',
          },
        ],
      }),
    ]);
    renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 }));
    expect(await screen.findByText('This bank has no questions yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Or paste the questions'), {
      target: { value: '::Capital:: Capital of Indonesia? {=Jakarta ~Bandung}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Importing the questions: 50% done.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')]).toEqual([
      '50',
      '50% complete',
    ]);
    expect(screen.getByRole('button', { name: 'Importing…' }).getAttribute('aria-disabled')).toBe('true');
    // Asked again a second later: done.
    const report = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(report).getByText(/Nothing was imported: 1 question could not be taken/)).toBeTruthy();
    expect(report.textContent).toContain(
      'Question 2, line 4 (Broken): This question type is not supported yet: description.',
    );
    const sent = calls.find((call) => call.url.includes('importQuestions'));
    expect(sent!.body).toEqual({
      format: 'gift',
      text: '::Capital:: Capital of Indonesia? {=Jakarta ~Bandung}',
    });
  });

  it('says what to do when an import stops', async () => {
    const reason = 'The import stopped before it was done, and added nothing. Import the file again.';
    stubBank([{ ...STARTED, status: 'failed', percentage: 40, reason }]);
    renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Or paste the questions'), { target: { value: 'Sky?{T}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Import' }).getAttribute('aria-disabled')).toBeNull();
    expect((screen.getByLabelText('Or paste the questions') as HTMLTextAreaElement).value).toBe('Sky?{T}');
  });

  it('imports an IMS QTI 2.1 package chosen as a .zip file, sending its bytes in base64', async () => {
    const calls = stubBank([finished({ imported: 4, read: 4, problems: [] })]);
    renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('File format'), { target: { value: 'qti' } });
    const input = screen.getByLabelText('Choose the IMS QTI 2.1 file') as HTMLInputElement;
    expect(input.accept).toBe('.xml,.zip');
    expect(screen.getByText(/a content package \(\.zip\) with its imsmanifest\.xml/)).toBeTruthy();

    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    fireEvent.change(input, {
      target: { files: [new File([zip], 'week-1.zip', { type: 'application/zip' })] },
    });
    expect(await screen.findByText('Package chosen: week-1.zip.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('4 questions imported.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('importQuestions'))!.body).toEqual({
      format: 'qti',
      text: btoa(String.fromCharCode(...zip)),
      encoding: 'base64',
    });
    // The form is emptied once the finished import is seen.
    await waitFor(() => expect(screen.queryByText('Package chosen: week-1.zip.')).toBeNull());
  });

  it('imports a Moodle XML file, and exports the bank for Moodle, saying which questions a format left out', async () => {
    const question = {
      id: 'q-1',
      name: 'ASEAN',
      widgetType: 'long_form_response',
      question: 'Why was ASEAN founded?',
      tags: [],
      difficulty: null,
    };
    const exported = {
      fileName: 'week-1.txt',
      contentType: 'text/plain; charset=utf-8',
      text: '',
      encoding: 'utf8',
      skipped: [
        {
          index: 1,
          name: 'ASEAN',
          code: 'quiz.export.essay',
          reason: 'GIFT cannot keep the fewest words or the guidance for markers of this question.',
        },
      ],
    };
    const calls = stubBank([finished({ imported: 1, read: 1, problems: [] })], [question], (url) =>
      url.includes('/json/questionbank/read/exportBank/bank-1') ? exported : null,
    );
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:week-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect([this.href, this.download]).toEqual(['blob:week-1', 'week-1.txt']);
    });
    renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 }));

    const file = screen.getByLabelText('Choose the GIFT file') as HTMLInputElement;
    expect(file.accept).toBe('.gift,.txt,text/plain');
    fireEvent.change(screen.getByLabelText('File format'), { target: { value: 'moodle_xml' } });
    expect((screen.getByLabelText('Choose the Moodle XML file') as HTMLInputElement).accept).toBe(
      '.xml,application/xml,text/xml',
    );
    const xml = '<quiz><question type="essay"/></quiz>';
    fireEvent.change(screen.getByLabelText('Or paste the questions'), { target: { value: xml } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 question imported.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('importQuestions'))!.body).toEqual({
      format: 'moodle_xml',
      text: xml,
    });

    expect(screen.getByRole('button', { name: 'Export as Moodle XML' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export as GIFT' }));
    expect(await screen.findByText('Downloaded week-1.txt.')).toBeTruthy();
    expect(
      calls.some((call) => call.url.includes('/json/questionbank/read/exportBank/bank-1?format=gift')),
    ).toBe(true);
    expect(saved).toHaveBeenCalledOnce();
    expect(clicked).toHaveBeenCalledOnce();
    const status = screen.getByText(/1 question was left out of the file/).closest('[role="status"]')!;
    expect(status.textContent).toContain(
      'Question 1 (ASEAN): GIFT cannot keep the fewest words or the guidance for markers of this question.',
    );
  });

  it('exports the bank as an IMS QTI 2.1 package, saving the bytes sent in base64 as a .zip', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    const exported = {
      fileName: 'week-1.zip',
      contentType: 'application/zip',
      text: btoa(String.fromCharCode(...zip)),
      encoding: 'base64',
      skipped: [],
    };
    const question = {
      id: 'q-1',
      name: 'Capital',
      widgetType: 'multiple_choice',
      question: 'Capital of Indonesia?',
      tags: [],
      difficulty: null,
    };
    const calls = stubBank([], [question], (url) =>
      url.includes('/json/questionbank/read/exportBank/bank-1?format=qti') ? exported : null,
    );
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:week-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export as IMS QTI 2.1' }));
    expect(screen.getByText('Export the bank')).toBeTruthy();
    expect(await screen.findByText('Downloaded week-1.zip.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('exportBank/bank-1?format=qti'))).toBe(true);
    expect(downloads).toEqual(['week-1.zip']);
    const blob = saved.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(zip);
    expect(screen.queryByText(/left out of the file/)).toBeNull();
  });
});

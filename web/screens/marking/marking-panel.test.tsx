import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarkingItem } from '../../../common/api/assessment';
import type { SubmittedFile } from '../../../common/domain/quiz/submitted-file';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const BLOCK = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const LEARNER = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
const handedIn = (name: string, contentType: string): SubmittedFile => ({
  key: `submissions/${BLOCK}/${LEARNER}/5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c.${name.split('.').pop()}`,
  name,
  size: 2048,
  contentType,
});

const work = (file: SubmittedFile): MarkingItem => ({
  attemptId: 'a1',
  learnerId: LEARNER,
  learnerName: 'Ana Lestari',
  cohortName: 'Morning class',
  courseName: 'Digital Marketing',
  coursePath: 'digital-marketing',
  pageTitle: 'Building a customer persona',
  pagePath: 'building-a-customer-persona',
  question: 'Upload your persona sheet.',
  guidance: '',
  number: 1,
  submittedAt: '2026-11-26T10:00:00.000Z',
  late: false,
  status: 'awaiting_marking',
  answers: { file },
  mark: null,
  maxScore: 10,
  design: null,
  designMissing: false,
});

function open(file: SubmittedFile) {
  stubFetch((call) =>
    call.url.includes('/json/assessment/read/markingItem/a1')
      ? jsonResponse({ result: work(file) })
      : jsonResponse({ result: { items: [], classes: [], page: 1, pageSize: 20, total: 0 } }),
  );
  renderApp('/marking/?attempt=a1');
}

describe('work handed in as a file, opened for marking', () => {
  it('is a download beside the instructions and the score', async () => {
    const file = handedIn('Persona sheet.pdf', 'application/pdf');
    open(file);
    const link = await screen.findByRole('link', { name: 'Download Persona sheet.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/${file.key}?name=Persona%20sheet.pdf`);
    expect(screen.getByText('Upload your persona sheet.')).toBeTruthy();
    expect(screen.getByLabelText('Score (0 to 10)')).toBeTruthy();
  });

  it('is played in the page when it is a recording', async () => {
    const file = handedIn('recording.webm', 'audio/webm');
    open(file);
    await screen.findByRole('link', { name: 'Download recording.webm' });
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(`/api/${file.key}?name=recording.webm`);
  });
});

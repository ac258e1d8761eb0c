import { fireEvent, render, screen } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it } from 'vitest';
import type { Design } from '../../../../common/api/assessment';
import {
  FileSetup as FileSetupSchema,
  MediaRecordingSetup as RecordingSchema,
} from '../../../../common/domain/widget-setup';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { FileSetup } from './file-setup';
import { MediaRecordingSetup } from './media-recording-setup';
import { setupFormHarness } from './setup-form-harness';

resetClientAroundEachTest();

const POINTS: Design = {
  id: '7c1e5a20-4b3d-4e8f-9a6b-1d2c3e4f5a6b',
  name: 'Persona sheet',
  kind: 'points',
  maxPoints: 8,
  criteria: [],
  totalPoints: 8,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const sent = (onChange: Mock) => onChange.mock.lastCall?.[0] as Record<string, unknown>;
const handInSwitch = () => screen.getByRole('switch', { name: 'Learners hand in work here' });

describe('the submission mode of a file block', () => {
  it('is off at first; switched on, it asks for instructions, a design and the quiz settings; off again, it keeps none', async () => {
    stubFetch(() => jsonResponse({ result: [POINTS] }));
    const { Harness, onChange } = setupFormHarness(FileSetup, 'file', { description: 'The syllabus.' });
    render(<Harness />);
    expect((handInSwitch() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('Description')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Points and attempts' })).toBeNull();

    fireEvent.click(handInSwitch());
    expect(sent(onChange)).toMatchObject({
      description: 'The syllabus.',
      submission: true,
      points: 1,
      maxAttempts: 1,
      reveal: 'immediately',
      passPercent: 0,
    });
    expect(screen.getByLabelText('Instructions')).toBeTruthy();
    expect(screen.getByText('Example file (optional)')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Points and attempts' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Persona sheet (out of 8 points)' });
    fireEvent.change(screen.getByLabelText('Marked with'), { target: { value: POINTS.id } });
    expect(sent(onChange)).toMatchObject({ submission: true, assessmentDesignId: POINTS.id, points: 8 });
    expect(FileSetupSchema.parse(sent(onChange))).toMatchObject({ submission: true, points: 8 });

    fireEvent.click(handInSwitch());
    expect(sent(onChange)).toEqual({
      storageKey: null,
      name: '',
      sizeBytes: 0,
      contentType: '',
      description: 'The syllabus.',
    });
    expect(screen.queryByRole('group', { name: 'Points and attempts' })).toBeNull();
  });
});

describe('the submission mode of a media recording block', () => {
  it('is switched on beside the prompt, and stored as a submission', () => {
    stubFetch(() => jsonResponse({ result: [] }));
    const { Harness, onChange } = setupFormHarness(MediaRecordingSetup, 'media_recording');
    render(<Harness />);
    expect(
      screen.getByText(
        'Each learner records (or uploads) a recording for their teacher to mark. The prompt tells them what to record.',
      ),
    ).toBeTruthy();
    fireEvent.click(handInSwitch());
    expect(RecordingSchema.parse(sent(onChange))).toMatchObject({
      kind: 'audio',
      submission: true,
      points: 1,
    });
  });
});

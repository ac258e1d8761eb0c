import { describe, expect, it } from 'vitest';
import { FileSetup, MediaRecordingSetup } from '../widget-setup';
import { isAnswerableBlock, isMarkedByPerson } from '../widgets';
import { answerableWidgetOf } from './submission-widget';

const KEY = `submissions/${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}/${'2'.repeat(8)}-2222-4222-8222-${'2'.repeat(12)}/${'3'.repeat(8)}-3333-4333-8333-${'3'.repeat(12)}.pdf`;

describe('submission mode of the file and media recording widgets', () => {
  it('stores the quiz settings and design only while it is on', () => {
    expect(FileSetup.parse({ description: 'Syllabus', points: 5, submission: false })).toEqual({
      storageKey: null,
      name: '',
      sizeBytes: 0,
      contentType: '',
      description: 'Syllabus',
    });
    expect(MediaRecordingSetup.parse({ prompt: 'Pitch it.', submission: true })).toMatchObject({
      kind: 'audio',
      prompt: 'Pitch it.',
      submission: true,
      points: 1,
      maxAttempts: 1,
      passPercent: 0,
    });
    expect(FileSetup.safeParse({ submission: true, assessmentDesignId: 'rubric' }).success).toBe(false);
  });

  it('makes a block answerable, marked by a person, only in submission mode', () => {
    const plain = { widgetType: 'file', setupData: { description: 'Syllabus' } };
    const handIn = { widgetType: 'media_recording', setupData: { submission: true } };
    expect(isAnswerableBlock(plain)).toBe(false);
    expect(answerableWidgetOf(plain)).toBeUndefined();
    expect(isAnswerableBlock(handIn)).toBe(true);
    expect(isAnswerableBlock({ widgetType: 'short_answer', setupData: {} })).toBe(true);
    expect(isMarkedByPerson('media_recording')).toBe(true);
    const widget = answerableWidgetOf(handIn)!;
    expect(widget.markedByPerson).toBe(true);
    const setup = widget.setup.parse(handIn.setupData);
    expect(widget.answers(setup).safeParse({ file: null }).success).toBe(true);
    expect(widget.incomplete?.(setup, { file: null })).toEqual({
      field: 'file',
      reason: 'Upload or record your work before handing it in.',
    });
    const file = { key: KEY, name: 'Sheet.pdf', size: 10, contentType: 'application/pdf' };
    expect(widget.answers(setup).safeParse({ file }).success).toBe(true);
    expect(widget.incomplete?.(setup, { file })).toBeNull();
    expect(widget.answers(setup).safeParse({ file: { ...file, key: 'course-files/x.pdf' } }).success).toBe(
      false,
    );
  });
});

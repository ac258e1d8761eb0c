import { describe, expect, it } from 'vitest';
import { checkClassInputs, draftFromInputs, newClassInputs } from './class-form-state';

const inputs = (changes: Partial<ReturnType<typeof newClassInputs>>) => ({
  ...newClassInputs('Australia/Sydney'),
  name: 'Autumn class',
  ...changes,
});

describe('checkClassInputs', () => {
  it('refuses a day or time that does not exist with its own reason, not a rolled-over date', () => {
    const check = checkClassInputs(inputs({ startDate: '2026-02-31T09:00', endDate: '2026-03-01T24:30' }));
    expect(check.valid).toBe(false);
    expect(check.fields.startDate).toEqual({
      status: 'failed',
      reason: 'This date or time does not exist. Check the day, the month and the time.',
    });
    expect(check.fields.endDate.status).toBe('failed');
  });

  it('refuses a time the clocks skip in the class zone, and reads the hour repeated as its first', () => {
    const skipped = checkClassInputs(inputs({ startDate: '2026-10-04T02:30' }));
    expect(skipped.fields.startDate).toEqual({
      status: 'failed',
      reason:
        'This time does not happen in Australia/Sydney: the clocks go forward then. Choose another time.',
    });
    const repeated = inputs({ startDate: '2026-04-05T02:30' });
    expect(checkClassInputs(repeated).valid).toBe(true);
    expect(draftFromInputs(repeated).startDate).toBe('2026-04-04T15:30:00.000Z');
  });

  it('sends no access code unless the class takes one', () => {
    expect(draftFromInputs(inputs({ accessCode: 'JOIN2026' })).accessCode).toBe('');
    expect(draftFromInputs(inputs({ enrolmentType: 'access_code', accessCode: 'JOIN2026' })).accessCode).toBe(
      'JOIN2026',
    );
  });

  it('refuses a new access code under six characters, and keeps the class’s shorter stored code', () => {
    const short = inputs({ enrolmentType: 'access_code', accessCode: 'abcd' });
    expect(checkClassInputs(short).fields.accessCode).toEqual({
      status: 'failed',
      reason: 'Use 6 to 32 letters and digits for the access code.',
    });
    expect(checkClassInputs(short, 'ABCD').valid).toBe(true);
    expect(checkClassInputs({ ...short, accessCode: 'wxyz' }, 'ABCD').fields.accessCode.status).toBe(
      'failed',
    );
  });
});

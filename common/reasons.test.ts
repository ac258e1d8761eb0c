import { describe, expect, it } from 'vitest';
import {
  BLANK_NAME_REASON,
  INVALID_TIMEZONE_REASON,
  OTP_FORMAT_REASON,
  WRONG_PASSWORD_REASON,
} from './api/account-security';
import { BLOCK_MEDIA_KINDS } from './api/block-media';
import { CLASS_FORM_REASONS } from './api/cohort';
import { COURSE_REASONS } from './api/course';
import { INVALID_CODE_REASON, INVALID_LINK_REASON, SAME_EMAIL_REASON } from './api/credentials';
import { ENROLMENT_REASONS } from './api/enrolment';
import { INVITATION_REASONS } from './api/invitations';
import { LEARNING_TIME_REASONS } from './api/learning-time';
import { PAGE_REASONS, SCHEDULE_DAYS_REASON } from './api/page-admin';
import { SignUpInput } from './api/user';
import { FIELD_REASONS, fillReason, reasonOf, reasonText } from './reasons';
import { INVALID_EMAIL_REASON } from './rules/email-list';
import { INVALID_FULL_NAME_MESSAGE } from './rules/full-name';
import { OPENCRED_REASONS } from './rules/opencred-hours';
import { UPLOAD_REASONS } from './uploads';

// Distinct sample values, so a parameter read back into the wrong name shows.
function sampleParams(text: string): Record<string, number> {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name, at) => [name, 7 + at * 4]));
}

describe('the field reason registry', () => {
  it('reads every declared reason back as its own code and parameters', () => {
    const misread = Object.entries(FIELD_REASONS).filter(([code, text]) => {
      const params = sampleParams(text);
      const found = reasonOf(fillReason(text, params));
      return found?.code !== code || JSON.stringify(found.params ?? {}) !== JSON.stringify(params);
    });
    expect(misread.map(([code]) => code)).toEqual([]);
  });

  it('fills the parameters a reason names, and gives a function reason its value back', () => {
    expect(reasonText('course.name', { min: 2, max: 120 })).toBe(COURSE_REASONS.name);
    expect(reasonOf(COURSE_REASONS.planLimit(5))).toEqual({ code: 'course.planLimit', params: { limit: 5 } });
    expect(reasonOf(UPLOAD_REASONS.fileTooBig(5 * 1024 * 1024))).toEqual({
      code: 'upload.fileTooBig',
      params: { size: '5.00 MB' },
    });
    expect(reasonOf(CLASS_FORM_REASONS.endAfterStart)).toEqual({ code: 'class.endAfterStart' });
  });

  it('knows no text it does not declare', () => {
    expect(reasonOf('Something else entirely.')).toBeNull();
    expect(reasonOf('')).toBeNull();
  });

  it('registers every text of the *_REASONS blocks', () => {
    const texts = [
      ...Object.values(COURSE_REASONS).filter((text) => typeof text === 'string'),
      COURSE_REASONS.planLimit(3),
      ...Object.values(OPENCRED_REASONS),
      ...Object.values(CLASS_FORM_REASONS),
      ...Object.values(PAGE_REASONS),
      SCHEDULE_DAYS_REASON,
      ...Object.values(ENROLMENT_REASONS),
      ...Object.values(INVITATION_REASONS),
      ...Object.values(LEARNING_TIME_REASONS),
      UPLOAD_REASONS.tooManyFiles(1),
      UPLOAD_REASONS.fileTooBig(1024),
      ...BLOCK_MEDIA_KINDS.flatMap((kind) => [
        UPLOAD_REASONS.fileTypeNotAccepted(kind),
        UPLOAD_REASONS.noFile(kind),
      ]),
      INVALID_LINK_REASON,
      INVALID_CODE_REASON,
      SAME_EMAIL_REASON,
      BLANK_NAME_REASON,
      WRONG_PASSWORD_REASON,
      INVALID_TIMEZONE_REASON,
      OTP_FORMAT_REASON,
    ];
    expect(texts.filter((text) => reasonOf(text) === null)).toEqual([]);
  });

  it('registers the texts that schemas and rules word inline', () => {
    // The web's locale test translates the other sign-up messages; this one only a long password has.
    const long = SignUpInput.safeParse({
      fullName: 'Ann',
      email: 'a@b.co',
      password: 'x'.repeat(201),
      acceptTerms: true,
    });
    const messages = long.success ? [] : long.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Use at most 200 characters']);
    expect(
      [...messages, INVALID_FULL_NAME_MESSAGE, INVALID_EMAIL_REASON].map((text) => reasonOf(text)?.code),
    ).toEqual(['account.passwordTooLong', 'account.fullName', 'account.email']);
  });
});

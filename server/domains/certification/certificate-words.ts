import type { CredentialFramework } from '../../../common/domain/opencred-frameworks';

/** The words a certificate says besides what its course's team typed (its PDF and credential), in the course's language. */
export interface CertificateWords {
  issuedOn: (date: string) => string;
  refreshedOn: (date: string) => string;
  learningHours: (hours: string) => string;
  /** An OpenCreds course's credential framework, as its hours are qualified. */
  frameworks: Record<CredentialFramework, string>;
  outcomes: string;
  grade: string;
  code: string;
  verifyAt: string;
  revoked: string;
  issuedBy: (issuer: string) => string;
  /** Its credential's criteria: whom the course team awards it to. */
  criteria: string;
  locale: string;
}

const WORDS: Record<'en' | 'id' | 'ms', CertificateWords> = {
  en: {
    issuedOn: (date) => `Issued on ${date}`,
    refreshedOn: (date) => `Reissued on ${date}`,
    learningHours: (hours) => `${hours} learning hours`,
    frameworks: { AUSTRALIA: 'Australian framework', MALAYSIA: 'Malaysian framework' },
    outcomes: 'Learning outcomes',
    grade: 'Grade',
    code: 'Certificate code',
    verifyAt: 'Verify this certificate at',
    revoked: 'REVOKED',
    issuedBy: (issuer) => `Issued by ${issuer}`,
    criteria: 'Awarded to a learner of the course who met the requirements of its certificate.',
    locale: 'en-AU',
  },
  id: {
    issuedOn: (date) => `Diterbitkan pada ${date}`,
    refreshedOn: (date) => `Diterbitkan ulang pada ${date}`,
    learningHours: (hours) => `${hours} jam belajar`,
    frameworks: { AUSTRALIA: 'kerangka Australia', MALAYSIA: 'kerangka Malaysia' },
    outcomes: 'Capaian pembelajaran',
    grade: 'Nilai',
    code: 'Kode sertifikat',
    verifyAt: 'Verifikasi sertifikat ini di',
    revoked: 'DICABUT',
    issuedBy: (issuer) => `Diterbitkan oleh ${issuer}`,
    criteria: 'Diberikan kepada peserta kursus yang memenuhi persyaratan sertifikatnya.',
    locale: 'id-ID',
  },
  ms: {
    issuedOn: (date) => `Dikeluarkan pada ${date}`,
    refreshedOn: (date) => `Dikeluarkan semula pada ${date}`,
    learningHours: (hours) => `${hours} jam pembelajaran`,
    frameworks: { AUSTRALIA: 'kerangka Australia', MALAYSIA: 'kerangka Malaysia' },
    outcomes: 'Hasil pembelajaran',
    grade: 'Gred',
    code: 'Kod sijil',
    verifyAt: 'Sahkan sijil ini di',
    revoked: 'DIBATALKAN',
    issuedBy: (issuer) => `Dikeluarkan oleh ${issuer}`,
    criteria: 'Dianugerahkan kepada pelajar kursus yang memenuhi syarat sijilnya.',
    locale: 'ms-MY',
  },
};

/** The words for a course in `language` (English for any other). */
export const certificateWords = (language: string): CertificateWords =>
  WORDS[language as keyof typeof WORDS] ?? WORDS.en;

/**
 * A course's learning hours in `words`, its number written the language's way; an OpenCreds
 * course's with the framework they come from: "10 learning hours (OpenCreds, Malaysian framework)".
 */
export function learningHoursText(
  words: CertificateWords,
  hours: number,
  framework: CredentialFramework | null = null,
): string {
  const text = words.learningHours(new Intl.NumberFormat(words.locale).format(hours));
  return framework ? `${text} (OpenCreds, ${words.frameworks[framework]})` : text;
}

/** The words a certificate PDF prints besides what its course's team typed, in the course's language. */
export interface CertificateWords {
  issuedOn: (date: string) => string;
  refreshedOn: (date: string) => string;
  learningHours: (hours: string) => string;
  outcomes: string;
  grade: string;
  code: string;
  verifyAt: string;
  revoked: string;
  issuedBy: (issuer: string) => string;
  locale: string;
}

const WORDS: Record<'en' | 'id' | 'ms', CertificateWords> = {
  en: {
    issuedOn: (date) => `Issued on ${date}`,
    refreshedOn: (date) => `Reissued on ${date}`,
    learningHours: (hours) => `${hours} learning hours`,
    outcomes: 'Learning outcomes',
    grade: 'Grade',
    code: 'Certificate code',
    verifyAt: 'Verify this certificate at',
    revoked: 'REVOKED',
    issuedBy: (issuer) => `Issued by ${issuer}`,
    locale: 'en-AU',
  },
  id: {
    issuedOn: (date) => `Diterbitkan pada ${date}`,
    refreshedOn: (date) => `Diterbitkan ulang pada ${date}`,
    learningHours: (hours) => `${hours} jam belajar`,
    outcomes: 'Capaian pembelajaran',
    grade: 'Nilai',
    code: 'Kode sertifikat',
    verifyAt: 'Verifikasi sertifikat ini di',
    revoked: 'DICABUT',
    issuedBy: (issuer) => `Diterbitkan oleh ${issuer}`,
    locale: 'id-ID',
  },
  ms: {
    issuedOn: (date) => `Dikeluarkan pada ${date}`,
    refreshedOn: (date) => `Dikeluarkan semula pada ${date}`,
    learningHours: (hours) => `${hours} jam pembelajaran`,
    outcomes: 'Hasil pembelajaran',
    grade: 'Gred',
    code: 'Kod sijil',
    verifyAt: 'Sahkan sijil ini di',
    revoked: 'DIBATALKAN',
    issuedBy: (issuer) => `Dikeluarkan oleh ${issuer}`,
    locale: 'ms-MY',
  },
};

/** The words for a course in `language` (English for any other). */
export const certificateWords = (language: string): CertificateWords =>
  WORDS[language as keyof typeof WORDS] ?? WORDS.en;

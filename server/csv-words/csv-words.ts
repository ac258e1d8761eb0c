import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../common/constants';
import { EN_CSV_WORDS } from './en';
import { ID_CSV_WORDS } from './id';
import { MS_CSV_WORDS } from './ms';

/**
 * The words of the CSV exports a person downloads, in each interface language: their column
 * headings, a gradebook cell that holds no score and a certificate's status in words. Written
 * when the export runs, in the language of whoever asked for it (as mail is: server/mail/copy).
 */
export interface CsvWords {
  students: {
    name: string;
    email: string;
    progressPercent: string;
    completedPages: string;
    totalPages: string;
    lastActive: string;
    learningMinutes: string;
    enrolledAt: string;
  };
  /** An institution's student data (spec §2 studentData). */
  institutionStudents: {
    name: string;
    email: string;
    joinedAt: string;
    /** Each class as "course – class (progress %)", joined by semicolons. */
    classes: string;
    lastActive: string;
    learningMinutes: string;
  };
  /** An institution's completion table (spec §2 reports, §9 dates DD/MM/YYYY). */
  completion: {
    name: string;
    email: string;
    className: string;
    enrolledOn: string;
    progressPercent: string;
    completedPages: string;
    totalPages: string;
    completedOn: string;
    lastActive: string;
  };
  gradebook: {
    learner: string;
    email: string;
    className: string;
    /** A quiz block's column: its number among the quizzes and its page. */
    quiz: (number: number, page: string) => string;
    exam: (title: string) => string;
    /** What an item is out of and its weight; `outOf` null when it is not known yet (an exam no one finished). */
    measure: (outOf: number | null, weight: number) => string;
    total: string;
    outOf: string;
    totalPercent: string;
    weightedPercent: string;
    awaitingMarking: string;
    returned: string;
    inProgress: string;
  };
  certificates: {
    learner: string;
    email: string;
    className: string;
    status: string;
    code: string;
    issuedAt: string;
    refreshedAt: string;
    revokedAt: string;
    revokedReason: string;
    issuedBy: string;
    /** A status in words. */
    valid: string;
    revoked: string;
    /** Who issued a certificate the course's rule issued. */
    courseRule: string;
  };
}

const WORDS: Record<Language, CsvWords> = { en: EN_CSV_WORDS, id: ID_CSV_WORDS, ms: MS_CSV_WORDS };

/** The export words in `language` (a person's preferred language; English when unknown). */
export function csvWordsIn(language: string | null | undefined): CsvWords {
  return WORDS[isLanguage(language) ? language : FALLBACK_LANGUAGE];
}

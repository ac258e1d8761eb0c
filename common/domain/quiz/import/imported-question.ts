import type { QuizWidgetType } from '../quiz-widgets';

/**
 * A question read from a file teachers already have (GIFT, Moodle XML, IMS QTI 2.1), as a quiz
 * block of a question bank: its widget and a setup valid by that widget's stored schema
 * (common/domain/widget-setup.ts `WIDGET_SETUP`), with the file's name and tags for it.
 */
export interface ImportedQuestion {
  /** The question's name or title in the file, or null when it has none. */
  name: string | null;
  widgetType: Extract<
    QuizWidgetType,
    | 'multiple_choice'
    | 'short_answer'
    | 'fill_in_the_blanks'
    | 'match_it'
    | 'categorise'
    | 'long_form_response'
  >;
  setupData: Record<string, unknown>;
  tags: string[];
}

/** A question of the file that could not be taken, and why, in words a teacher reads. */
export interface ImportProblem {
  /** 1 for the file's first question. */
  index: number;
  /** The line it starts on (GIFT, Moodle XML), else null. */
  line: number | null;
  name: string | null;
  /** A reason of common/reasons.ts (`quiz.import.*`), its code and English text with parameters. */
  code: string;
  reason: string;
}

/** What reading a file gives: the questions it took, in file order, and those it could not. */
export interface ImportReport {
  questions: Array<ImportedQuestion & { index: number; line: number | null }>;
  problems: ImportProblem[];
}

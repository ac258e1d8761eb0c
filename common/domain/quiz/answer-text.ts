// The limits of what a learner types (a file of its own: the learner's form reads it without zod).

/** The most characters of one typed answer. */
export const ANSWER_TEXT_MAX = 10_000;

/** The most characters of the answer in one gap of a fill in the blanks text. */
export const GAP_TEXT_MAX = 200;

/** The most characters of a long form response's HTML. */
export const LONG_ANSWER_MAX = 100_000;

/** The most characters of a teacher's feedback on an attempt. */
export const MARK_FEEDBACK_MAX = 10_000;

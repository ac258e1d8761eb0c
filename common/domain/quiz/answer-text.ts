// The limits of what a learner types (a file of its own: the learner's form reads it without zod).

/** The most characters of one typed answer. */
export const ANSWER_TEXT_MAX = 10_000;

/** The most characters of the answer in one gap of a fill in the blanks text. */
export const GAP_TEXT_MAX = 200;

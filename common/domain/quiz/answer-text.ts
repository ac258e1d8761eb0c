/** The most characters of one typed answer (a file of its own: the learner's form reads it without zod). */
export const ANSWER_TEXT_MAX = 10_000;

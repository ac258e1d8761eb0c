/** The most characters of one typed answer (a short answer, a gap, a crossword word). */
export const ANSWER_TEXT_MAX = 10_000;

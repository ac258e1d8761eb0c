/** A crossword as an author writes it, for the tests: three clues, their answers written loosely. */
export const WRITTEN_CROSSWORD = {
  question: 'Solve the crossword.',
  points: 3,
  answerKey: {
    entries: [
      { id: 'p', clue: 'One typical customer, described', answer: 'Persona' },
      { id: 's', clue: 'Where customers type their questions', answer: ' search engine ' },
      { id: 'b', clue: 'What you measure before a campaign', answer: 'base-line' },
    ],
  },
};

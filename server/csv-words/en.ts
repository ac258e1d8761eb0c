import type { CsvWords } from './csv-words';

export const EN_CSV_WORDS: CsvWords = {
  students: {
    name: 'name',
    email: 'e-mail',
    progressPercent: 'progress %',
    completedPages: 'completed pages',
    totalPages: 'total pages',
    lastActive: 'last active',
    learningMinutes: 'learning time (minutes)',
    enrolledAt: 'enrolled at',
  },
  gradebook: {
    learner: 'learner',
    email: 'e-mail',
    className: 'class',
    quiz: (number, page) => `Q${number}: ${page}`,
    exam: (title) => `Exam: ${title}`,
    measure: (outOf, weight) => (outOf === null ? `weight ${weight}` : `out of ${outOf}; weight ${weight}`),
    total: 'total',
    outOf: 'out of',
    totalPercent: 'total %',
    weightedPercent: 'weighted total %',
    awaitingMarking: 'awaiting marking',
    returned: 'returned',
    inProgress: 'in progress',
  },
};

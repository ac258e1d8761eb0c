import type { CsvWords } from './csv-words';

export const MS_CSV_WORDS: CsvWords = {
  students: {
    name: 'nama',
    email: 'e-mel',
    progressPercent: 'kemajuan %',
    completedPages: 'halaman selesai',
    totalPages: 'jumlah halaman',
    lastActive: 'kali terakhir aktif',
    learningMinutes: 'masa pembelajaran (minit)',
    enrolledAt: 'didaftarkan pada',
  },
  gradebook: {
    learner: 'pelajar',
    email: 'e-mel',
    className: 'kelas',
    quiz: (number, page) => `S${number}: ${page}`,
    exam: (title) => `Peperiksaan: ${title}`,
    measure: (outOf, weight) =>
      outOf === null ? `pemberat ${weight}` : `daripada ${outOf}; pemberat ${weight}`,
    total: 'jumlah',
    outOf: 'daripada',
    totalPercent: 'jumlah %',
    weightedPercent: 'jumlah berpemberat %',
    awaitingMarking: 'menunggu penilaian',
    returned: 'dikembalikan',
    inProgress: 'sedang berjalan',
  },
};

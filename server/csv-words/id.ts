import type { CsvWords } from './csv-words';

export const ID_CSV_WORDS: CsvWords = {
  students: {
    name: 'nama',
    email: 'e-mail',
    progressPercent: 'kemajuan %',
    completedPages: 'halaman selesai',
    totalPages: 'jumlah halaman',
    lastActive: 'terakhir aktif',
    learningMinutes: 'waktu belajar (menit)',
    enrolledAt: 'terdaftar pada',
  },
  gradebook: {
    learner: 'peserta',
    email: 'e-mail',
    className: 'kelas',
    quiz: (number, page) => `S${number}: ${page}`,
    exam: (title) => `Ujian: ${title}`,
    measure: (outOf, weight) => (outOf === null ? `bobot ${weight}` : `dari ${outOf}; bobot ${weight}`),
    total: 'total',
    outOf: 'dari',
    totalPercent: 'total %',
    weightedPercent: 'total berbobot %',
    awaitingMarking: 'menunggu penilaian',
    returned: 'dikembalikan',
    inProgress: 'sedang berlangsung',
  },
};

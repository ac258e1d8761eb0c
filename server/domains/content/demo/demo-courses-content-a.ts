import type { DemoCourse } from './demo-courses-model';

/** Demo courses: data analysis and Malay for beginners. */
export const DEMO_COURSES_A: DemoCourse[] = [
  {
    path: 'intro-data-analysis',
    name: 'Introduction to Data Analysis',
    objective:
      'Learn to ask clear questions of data, clean and summarise a data set, and present findings that a team can act on.',
    outcomes: [
      'Frame a business question as a question data can answer',
      'Clean a messy spreadsheet: duplicates, missing values and inconsistent labels',
      'Summarise data with averages, medians, spreads and group comparisons',
      'Choose a chart that fits the message and explain it in plain language',
    ],
    description:
      'A practical first course in data analysis for people who work with spreadsheets every day. You will follow one small retail data set from raw export to a short report, learning the habits that make analysis trustworthy.',
    language: 'en',
    category: 'data',
    courseType: 'SHORT_COURSE',
    sectorTypes: ['PROFESSIONAL_LEARNING'],
    classifications: ['INDUSTRY_RECOGNISED'],
    learningHours: 10,
    theme: { primary: '#1d4ed8', secondary: '#14b8a6' },
    modules: [
      {
        title: 'Thinking like an analyst',
        pages: [
          {
            title: 'What data analysis is for',
            paragraphs: [
              'Data analysis is the work of turning records into decisions. A sales export, a survey or a sensor log only becomes useful when someone asks a question of it and checks the answer carefully.',
              'Good analysts start with the decision, not the data. Before opening a spreadsheet, write down who will use the result, what they will decide, and what evidence would change their mind.',
              'In this course we follow a small shop that wants to know which products to restock before the festive season. Keep that question in mind: every step we take should bring us closer to answering it.',
            ],
            video: 'https://www.youtube.com/watch?v=yZvFH7B6gKI',
          },
          {
            title: 'Asking answerable questions',
            paragraphs: [
              'A question such as "How are sales going?" cannot be answered because it names no measure, period or comparison. Turn it into "Which ten products had the highest revenue per week in the last quarter, compared with the same quarter last year?"',
              'A useful question names a measure (revenue, units, margin), a population (all stores, online only), a time window and a comparison. Write it in one sentence and share it with the person who asked before you begin.',
            ],
          },
        ],
      },
      {
        title: 'Preparing data',
        pages: [
          {
            title: 'Cleaning a spreadsheet',
            paragraphs: [
              'Raw exports are rarely ready to analyse. Look first for duplicate rows, blank cells, numbers stored as text and the same category spelt in different ways, such as "Kuala Lumpur" and "KL".',
              'Never clean the original file. Keep the export untouched, copy it, and record each change you make in a short log. When a result looks surprising, the log lets you, or a colleague, retrace every step.',
              'Missing values need a decision, not a habit. Sometimes a blank means zero, sometimes it means unknown; treating unknowns as zeros quietly pulls averages down.',
            ],
            imageAlt: 'A stylised spreadsheet grid with highlighted cells being corrected',
          },
          {
            title: 'Summarising with numbers',
            paragraphs: [
              'The mean is sensitive to extreme values; the median is not. When a few very large orders exist, report the median order value alongside the mean so readers see the typical case.',
              'Spread matters as much as the centre. Two products with the same average weekly sales can behave very differently: one sells steadily, the other in bursts. The range and the standard deviation show the difference.',
            ],
          },
          {
            title: 'Comparing groups',
            paragraphs: [
              'Most business questions are comparisons: this month against last, one region against another. Use a pivot table to group rows and compute the same summary for each group.',
              'Compare like with like. If one store opened halfway through the year, compare revenue per trading day, not total revenue, or the newer store will always look worse.',
            ],
          },
        ],
      },
      {
        title: 'Communicating results',
        pages: [
          {
            title: 'Choosing the right chart',
            paragraphs: [
              'Use a bar chart to compare categories, a line chart to show change over time, and a scatter plot to show how two measures move together. Pie charts work only for a few parts of one whole.',
              'Give every chart a title that states the finding, such as "Batik scarves outsold all other lines in November", rather than a label such as "Sales by product".',
            ],
            video: 'https://www.youtube.com/watch?v=hVimVzgtD6w',
          },
          {
            title: 'Writing a one-page summary',
            paragraphs: [
              'Lead with the answer to the question you agreed at the start, then give the two or three pieces of evidence that support it, then the limits of the analysis.',
              'Finish with a recommendation the reader can act on this week. An analysis that ends with "more research is needed" should also say what that research is and who should do it.',
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'bahasa-melayu-pemula',
    name: 'Bahasa Melayu untuk Pemula',
    objective:
      'Bertutur dalam Bahasa Melayu asas dengan yakin: memperkenalkan diri, bertanya arah, membeli-belah dan berbual tentang kehidupan seharian.',
    outcomes: [
      'Memperkenalkan diri dan keluarga dalam ayat mudah',
      'Menggunakan kata sapaan dan ucapan sopan yang sesuai',
      'Bertanya dan memberi arah serta waktu',
      'Membeli barang dan menyebut harga dalam ringgit',
    ],
    description:
      'Kursus permulaan untuk sesiapa yang baru belajar Bahasa Melayu. Setiap pelajaran memperkenalkan perkataan dan struktur ayat yang digunakan setiap hari, dengan contoh perbualan di pasar, di pejabat dan di rumah.',
    language: 'ms',
    category: 'languages',
    courseType: 'OPENCRED',
    sectorTypes: ['PROFESSIONAL_LEARNING', 'HIGHER_EDUCATION'],
    classifications: ['PATHWAY'],
    learningHours: 20,
    credentialFramework: 'MALAYSIA',
    theme: { primary: '#b91c1c', secondary: '#facc15' },
    modules: [
      {
        title: 'Salam perkenalan',
        pages: [
          {
            title: 'Menyapa dan memperkenalkan diri',
            paragraphs: [
              'Dalam Bahasa Melayu, kita menyapa orang mengikut waktu: "Selamat pagi" sebelum tengah hari, "Selamat petang" pada waktu petang dan "Selamat malam" pada waktu malam. "Apa khabar?" bermaksud "How are you?", dan jawapan yang biasa ialah "Khabar baik, terima kasih."',
              'Untuk memperkenalkan diri, gunakan struktur "Nama saya …" dan "Saya berasal dari …". Contohnya: "Nama saya Aisyah. Saya berasal dari Pulau Pinang."',
              'Gunakan "saya" untuk diri sendiri dan "anda" untuk orang yang baru dikenali. Dengan orang yang lebih tua, panggil mereka "Encik", "Puan", "Pak Cik" atau "Mak Cik" sebagai tanda hormat.',
            ],
            video: 'https://www.youtube.com/watch?v=Q4p3Lh2xM8c',
          },
          {
            title: 'Keluarga saya',
            paragraphs: [
              'Perkataan keluarga yang penting: ibu, bapa, abang, kakak, adik, datuk dan nenek. "Adik" digunakan untuk adik lelaki dan adik perempuan; tambah "lelaki" atau "perempuan" jika perlu.',
              'Bahasa Melayu tidak mengubah kata kerja mengikut orang atau masa. "Saya makan", "Dia makan" dan "Mereka makan" semuanya menggunakan "makan". Untuk masa lalu, tambah "sudah": "Saya sudah makan."',
            ],
          },
        ],
      },
      {
        title: 'Di bandar',
        pages: [
          {
            title: 'Bertanya arah',
            paragraphs: [
              'Soalan yang berguna: "Di mana stesen LRT?" dan "Bagaimana hendak pergi ke pasar?". Jawapan biasanya menggunakan "belok kiri", "belok kanan", "jalan terus" dan "di sebelah".',
              'Untuk bertanya dengan sopan, mulakan dengan "Maaf, encik" atau "Tumpang tanya". Selepas mendapat bantuan, jangan lupa mengucapkan "Terima kasih", dan orang itu mungkin menjawab "Sama-sama".',
            ],
            imageAlt: 'Peta bandar ringkas dengan anak panah menunjukkan arah',
          },
          {
            title: 'Membeli-belah di pasar',
            paragraphs: [
              'Untuk bertanya harga, katakan "Berapa harga ini?". Penjual mungkin menjawab "Sepuluh ringgit". Nombor asas ialah satu, dua, tiga, empat, lima, enam, tujuh, lapan, sembilan dan sepuluh.',
              'Di pasar, tawar-menawar adalah biasa. Cuba katakan "Boleh kurang sedikit?" dengan senyuman. Jika setuju, katakan "Baiklah, saya ambil yang ini."',
              'Sebut "sekilo" untuk satu kilogram dan "setengah kilo" untuk separuh. Contohnya: "Saya mahu sekilo tomato dan setengah kilo bawang."',
            ],
          },
        ],
      },
    ],
  },
];

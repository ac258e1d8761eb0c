import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { type CertificateData, DEFAULT_CERTIFICATE_DESIGN } from '../common/api/certification';
import type { Database } from '../server/db/client';
import { certificates, courses, users } from '../server/db/schema';
import { buildBenchApp } from './bench-app';
import { onBothDatabases } from './both-databases';
import { writePerformanceSection } from './doc-section';
import { latency } from './latency';

// `npm run bench:certificate-pdf` (issue budget: "generating one certificate PDF: p50 under 300 ms
// on this machine"): a certificate with everything its design may print (three signatories, five
// outcomes, learning hours, a name with diacritics, the QR code) fetched as the learner fetches it,
// `GET /api/certificates/{code}.pdf` through the platform's routes (the lookup by code, the PDF
// drawn with its embedded font subsets, sent), RUNS times after WARMUP. Beside it in the same run:
// pdfkit's bare one-line document (a built-in font, nothing embedded), the floor of any PDF. On a
// durable PGlite folder and, with DATABASE_URL, on PostgreSQL. Budget: the certificate's p50 under
// BUDGET_MS. The same certificate again for a learner with a Chinese name and course (CJK_DATA),
// drawn with the CJK fallback fonts (instanced on first use, then cached by the process).
const RUNS = 50;
const WARMUP = 5;
const BUDGET_MS = 300;
const COURSE_PATH = 'bench-certificate-pdf';
const EMAIL = 'certificate-pdf@bench.example';
// A code of the certificate alphabet (Crockford's base32).
const CODE = 'BENCH-PDF00';
const CJK_EMAIL = 'certificate-pdf-cjk@bench.example';
const CJK_CODE = 'BENCH-PDF01';

const DATA: CertificateData = {
  learnerName: 'Nur Aisyah binti Abdul Raḥmān',
  courseName: 'Pengantar Analisis Data untuk Usaha Kecil dan Menengah',
  coursePath: COURSE_PATH,
  language: 'id',
  learningHours: 24,
  outcomes: [
    'Membersihkan dan menyiapkan data penjualan',
    'Membaca tren dari grafik deret waktu',
    'Menyusun dasbor sederhana untuk pemilik usaha',
    'Menghitung margin dan titik impas',
    'Menyajikan temuan kepada pemangku kepentingan',
  ],
  grade: null,
  issuerName: 'Rina Wulandari',
  design: {
    ...DEFAULT_CERTIFICATE_DESIGN,
    signatories: [
      { name: 'Rina Wulandari', title: 'Course lead' },
      { name: 'Ahmad Fauzi', title: 'Head of programmes' },
      { name: 'Siti Nurhaliza', title: 'Director' },
    ],
    fields: { course: true, date: true, hours: true, outcomes: true, grade: false },
  },
};

const CJK_DATA: CertificateData = {
  ...DATA,
  learnerName: '王晓明',
  courseName: '中小企业数据分析入门',
};

/** pdfkit's bare one-line document, to its last byte. */
function bareDocument(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Certificate of Completion');
  doc.end();
  return done;
}

/** The course, its learners and their certificates. */
async function seed(database: Database) {
  const { db } = database;
  const [course] = await db
    .insert(courses)
    .values({ path: COURSE_PATH, name: DATA.courseName, category: 'data', courseType: 'SHORT_COURSE' })
    .returning();
  const [learner] = await db.insert(users).values({ fullName: DATA.learnerName, email: EMAIL }).returning();
  const [cjkLearner] = await db
    .insert(users)
    .values({ fullName: CJK_DATA.learnerName, email: CJK_EMAIL })
    .returning();
  await db.insert(certificates).values([
    { code: CODE, type: 'certificate_of_completion', courseId: course!.id, userId: learner!.id, data: DATA },
    {
      code: CJK_CODE,
      type: 'certificate_of_completion',
      courseId: course!.id,
      userId: cjkLearner!.id,
      data: CJK_DATA,
    },
  ]);
}

async function benchmark(label: string, database: Database): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-certificate-pdf-'));
  const app = await buildBenchApp(database, dataDir);
  try {
    await seed(database);
    const bare = await latency(bareDocument, { runs: RUNS, warmup: WARMUP });
    const rows: string[] = [];
    for (const [name, code] of [
      ['', CODE],
      [', Chinese name', CJK_CODE],
    ] as const) {
      let bytes = 0;
      const certificate = await latency(
        async () => {
          const reply = await app.inject({ method: 'GET', url: `/api/certificates/${code}.pdf` });
          if (reply.statusCode !== 200 || reply.headers['content-type'] !== 'application/pdf')
            throw new Error(`${reply.statusCode}: ${reply.body}`);
          bytes = reply.rawPayload.length;
        },
        { runs: RUNS, warmup: WARMUP },
      );
      const ratio = certificate.p50 / bare.p50;
      const verdict = certificate.p50 < BUDGET_MS ? 'within' : 'OVER';
      console.log(
        `${label}${name}: certificate PDF (${Math.round(bytes / 1024)} KiB) p50 ${certificate.p50.toFixed(1)} ms, ` +
          `p95 ${certificate.p95.toFixed(1)} ms (budget p50 < ${BUDGET_MS} ms: ${verdict}); pdfkit's bare ` +
          `one-line document p50 ${bare.p50.toFixed(2)} ms, p95 ${bare.p95.toFixed(2)} ms; certificate ÷ bare ` +
          `${ratio.toFixed(1)}`,
      );
      rows.push(
        `| ${label}${name} | **${certificate.p50.toFixed(1)}** ${verdict} budget | ${certificate.p95.toFixed(1)} | ${Math.round(bytes / 1024)} | ${bare.p50.toFixed(2)} | ${bare.p95.toFixed(2)} | ${ratio.toFixed(1)} |`,
      );
    }
    return rows.join('\n');
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Remove what a run leaves on a shared server (the certificate goes with its course). */
async function leave(database: Database) {
  await database.db.delete(courses).where(eq(courses.path, COURSE_PATH));
  await database.db.delete(users).where(inArray(users.email, [EMAIL, CJK_EMAIL]));
}

const rows = await onBothDatabases('certificate-pdf', benchmark, leave);

writePerformanceSection('certificate-pdf', [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${RUNS} fetches after ${WARMUP} of warm-up, one after another; one run):`,
  '',
  '| database | certificate PDF p50 ms | p95 ms | KiB | bare one-line PDF p50 ms | p95 ms | certificate ÷ bare (p50) |',
  '|---|---|---|---|---|---|---|',
  ...rows,
]);
if (rows.some((row) => row.includes('OVER budget'))) process.exitCode = 1;

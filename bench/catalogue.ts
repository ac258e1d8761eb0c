import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, like, sql } from 'drizzle-orm';
import { CatalogueSearchInput } from '../common/api/catalogue';
import type { Database } from '../server/db/client';
import { courses } from '../server/db/schema';
import { searchCatalogue } from '../server/domains/classes';
import { onBothDatabases } from './both-databases';
import { latency } from './latency';

// `npm run bench:catalogue`: 100,000 displayed courses, then the p50/p99 latency of a narrow-term
// catalogue search against a primary-key read of one course, measured side by side in one run, on
// PGlite and (with DATABASE_URL) on PostgreSQL. Budget: search p99 ≤ 5 × primary-key p99.
const COURSES = 100_000;
const BATCH = 10_000;
const RUNS = 400;
const WARMUP = 40;
const BUDGET = 5;
/** One course in RARE_EVERY carries the rare word: a narrow term matching 20 courses. */
const RARE_EVERY = 5_000;
const RARE_WORD = 'zephyrology';
const VOCABULARY = [
  'data',
  'design',
  'leadership',
  'python',
  'safety',
  'marketing',
  'finance',
  'health',
  'nursing',
  'welding',
  'carpentry',
  'teaching',
  'writing',
  'research',
  'statistics',
  'ethics',
  'cloud',
  'security',
  'networks',
  'accounting',
  'biology',
  'chemistry',
  'physics',
  'history',
  'language',
  'english',
  'malay',
  'indonesian',
  'project',
  'management',
  'agile',
  'analysis',
  'excel',
  'charts',
  'customer',
  'service',
  'retail',
  'hospitality',
  'cooking',
  'baking',
  'farming',
  'energy',
  'solar',
  'electrical',
  'plumbing',
  'logistics',
  'supply',
  'chain',
  'law',
  'policy',
  'public',
  'speaking',
  'negotiation',
  'sales',
  'startup',
  'innovation',
  'robotics',
  'machine',
  'learning',
  'music',
];
const CATEGORIES = ['business', 'technology', 'data', 'design', 'education', 'health'];
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Insert the courses in batches, each one statement; setseed makes the words the same every run. */
async function seedCourses(database: Database): Promise<void> {
  const words = sql`ARRAY[${sql.join(
    VOCABULARY.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const categories = sql`ARRAY[${sql.join(
    CATEGORIES.map((category) => sql`${category}`),
    sql`, `,
  )}]::text[]`;
  const word = sql`v.words[1 + floor(random() * ${VOCABULARY.length})::int]`;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.42)`);
    for (let start = 1; start <= COURSES; start += BATCH) {
      const end = start + BATCH - 1;
      await tx.execute(sql`
        WITH v AS (SELECT ${words} AS words, ${categories} AS categories)
        INSERT INTO courses (path, name, objective, outcomes, description, category, course_type,
          sector_types, learning_hours, displayed, created_at)
        SELECT 'bench-' || i,
          initcap(${word} || ' ' || ${word} || ' ' || ${word}),
          'Learn ' || ${word} || ' and ' || ${word} || ' for ' || ${word}
            || CASE WHEN i % ${RARE_EVERY} = 0 THEN ${` ${RARE_WORD}`} ELSE '' END,
          jsonb_build_array('Apply ' || ${word}, 'Explain ' || ${word}),
          'A practical course on ' || ${word} || ', ' || ${word} || ' and ' || ${word} || '.',
          v.categories[1 + (i % ${CATEGORIES.length})],
          'SHORT_COURSE', '["PROFESSIONAL_LEARNING"]'::jsonb, 1 + (i % 40), true,
          -- Created one after another, as courses are (the default view's newest-first order).
          now() - i * interval '1 minute'
        FROM v, generate_series(${start}::int, ${end}::int) AS i`);
    }
  });
  await database.db.execute(sql`ANALYZE courses`);
}

/** `work`'s p50 and p99 over RUNS runs after WARMUP (bench/latency.ts). */
const timed = (work: (run: number) => Promise<unknown>) => latency(work, { runs: RUNS, warmup: WARMUP });

async function benchmark(label: string, database: Database): Promise<string> {
  const started = performance.now();
  await seedCourses(database);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${COURSES} courses inserted in ${seconds.toFixed(1)} s`);
  const input = CatalogueSearchInput.parse({ q: RARE_WORD });
  const found = await searchCatalogue(database.db, input);
  if (found.total !== COURSES / RARE_EVERY)
    throw new Error(`expected ${COURSES / RARE_EVERY}, got ${found.total}`);
  const search = await timed(() => searchCatalogue(database.db, input));
  // The default view: no text, no filter, every displayed course a match (its total is the cost).
  const everything = CatalogueSearchInput.parse({});
  const browse = await timed(() => searchCatalogue(database.db, everything));
  const read = await timed((run) =>
    database.db
      .select()
      .from(courses)
      .where(eq(courses.path, `bench-${1 + ((run * 7919) % COURSES)}`)),
  );
  const ratio = search.p99 / read.p99;
  console.log(
    `${label}: search p50 ${search.p50.toFixed(2)} ms, p99 ${search.p99.toFixed(2)} ms; ` +
      `primary-key read p50 ${read.p50.toFixed(2)} ms, p99 ${read.p99.toFixed(2)} ms; p99 ratio ${ratio.toFixed(2)} ` +
      `(budget ${BUDGET}); ` +
      `default view p50 ${browse.p50.toFixed(2)} ms, p99 ${browse.p99.toFixed(2)} ms, p50 ratio ${(browse.p50 / read.p50).toFixed(2)}`,
  );
  return `| ${label} | ${seconds.toFixed(1)} | ${search.p50.toFixed(2)} | ${search.p99.toFixed(2)} | ${browse.p50.toFixed(2)} | ${browse.p99.toFixed(2)} | ${read.p50.toFixed(2)} | ${read.p99.toFixed(2)} | **${ratio.toFixed(2)}** ${ratio <= BUDGET ? 'within' : 'OVER'} budget |`;
}

const rows = await onBothDatabases('catalogue', benchmark, (postgres) =>
  postgres.db.delete(courses).where(like(courses.path, 'bench-%')),
);

const doc = here('../docs/performance.md');
const marker = /<!-- bench:catalogue -->[\s\S]*<!-- \/bench:catalogue -->/;
const table = [
  '<!-- bench:catalogue -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${COURSES} displayed courses, ${RUNS} runs after ${WARMUP} of warm-up, one run):`,
  '',
  '| database | seeding s | search p50 ms | search p99 ms | default view p50 ms | default view p99 ms | primary-key p50 ms | primary-key p99 ms | p99 ratio |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '<!-- /bench:catalogue -->',
].join('\n');
writeFileSync(doc, readFileSync(doc, 'utf8').replace(marker, table));
console.log('docs/performance.md updated.');
if (rows.some((row) => row.includes('OVER budget'))) process.exitCode = 1;

import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fromPglite, fromPool } from '../server/db/client';
import { openDurablePglite } from '../server/db/durable-pglite';
import { cohorts, courses, enrolments, modules } from '../server/db/schema';
import { createPageWithLayout } from '../server/domains/content';
import { prepareDatabase } from '../server/modules';
import { buildUser } from '../server/test/factories';
import { benchLogger, benchSession, buildBenchApp } from './bench-app';

// The platform as `npm start` runs it (durable PGlite on a folder, or PostgreSQL with
// DATABASE_URL) with a course whose page `reading` holds 100 rich text blocks, and one signed-in
// learner enrolled in a class of it. It counts the statements sent while serving a request (not
// the write-behind flushes between them) and the writes among them; ask with the message
// 'statements'.
const BLOCKS = 100;
const WRITE = /\b(insert|update|delete|merge|begin|commit|savepoint)\b/i;

const inRequest = new AsyncLocalStorage<true>();
const counted = { statements: 0, writes: 0, firstWrites: [] as string[] };
const onQuery = (text: string) => {
  if (!inRequest.getStore()) return;
  counted.statements++;
  if (!WRITE.test(text)) return;
  counted.writes++;
  if (counted.firstWrites.length < 3) counted.firstWrites.push(text);
};

const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-page-'));
// As openDatabase opens them, with the statement counter as the query listener.
const database = process.env.DATABASE_URL
  ? fromPool(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }), benchLogger, onQuery)
  : fromPglite(await openDurablePglite(join(dataDir, 'pglite')), undefined, onQuery);
await prepareDatabase(database);
const { db } = database;

const learner = await buildUser(db);
const path = `bench-page-${Date.now()}`;
const [course] = await db
  .insert(courses)
  .values({ path, name: 'Bench course', category: 'data', courseType: 'SHORT_COURSE', displayed: true })
  .returning();
const [module] = await db
  .insert(modules)
  .values({ courseId: course!.id, title: 'Module', position: 0 })
  .returning();
// A paragraph, a list and a link: what a lesson's rich text block typically holds.
const html = (n: number) =>
  `<h3>Part ${n}</h3><p>Reading <strong>${n}</strong> explains one idea with an <em>example</em> and ` +
  `<a href="https://example.com/notes/${n}">notes</a>.</p><ul><li>First point</li><li>Second point</li></ul>`;
for (const [position, pagePath] of ['before', 'reading', 'after'].entries()) {
  await createPageWithLayout(db, {
    courseId: course!.id,
    moduleId: module!.id,
    path: pagePath,
    title: `Page ${pagePath}`,
    position,
    authorId: null,
    blocks: Array.from({ length: pagePath === 'reading' ? BLOCKS : 1 }, (_, i) => ({
      widgetType: 'rich_text',
      setupData: { html: html(i + 1) },
    })),
  });
}
const [cohort] = await db
  .insert(cohorts)
  .values({ courseId: course!.id, path, name: 'Bench class', mode: 'scheduled', startDate: new Date() })
  .returning();
await db.insert(enrolments).values({ userId: learner.id, cohortId: cohort!.id, source: 'open' });
const session = await benchSession(database, learner.id);

const app = await buildBenchApp(database, dataDir);
app.addHook('onRequest', (_request, _reply, done) => inRequest.run(true, done));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('message', (message) => {
  if (message === 'statements') process.send?.({ statements: { ...counted } });
});
process.send?.({
  ready: true,
  sessionToken: session.token,
  kind: database.kind,
  pageUrl: `/json/course/read/getPage/${path}?pagePath=reading`,
});

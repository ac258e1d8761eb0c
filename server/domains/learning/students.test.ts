import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StudentExportState, StudentsPage } from '../../../common/api/progress';
import { courseProgress, csvExports, enrolments, learningTimeDaily, users } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import { freshAgent, type TestAgent } from '../../test/app';
import { enrolledAgent } from '../../test/course-fixtures';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { buildProgressCourse } from './progress-test-kit';
import { studentExportJob, writeStudentExport } from './student-export';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

let learnerCount = 0;

/** Learners enrolled in the class without a password (they never sign in), with progress and learning time. */
async function addLearners(
  cohortId: string,
  courseId: string,
  learners: { name: string; completed?: number; activeAt?: Date; seconds?: number; email?: string }[],
) {
  const { db } = testApp.database;
  const made = await db
    .insert(users)
    .values(
      learners.map((learner) => {
        learnerCount++;
        return {
          fullName: learner.name,
          email: learner.email ?? `learner${learnerCount}-${Date.now()}@example.test`,
          passwordHash: 'not-a-password',
        };
      }),
    )
    .returning();
  await db.insert(enrolments).values(
    made.map((user, index) => ({
      userId: user.id,
      cohortId,
      source: 'open',
      enrolledAt: new Date(Date.UTC(2026, 0, 1 + index)),
    })),
  );
  const progressRows = learners.flatMap((learner, index) =>
    learner.completed === undefined
      ? []
      : [
          {
            userId: made[index]!.id,
            courseId,
            completedPages: learner.completed,
            totalPages: 2,
            lastActiveAt: learner.activeAt ?? new Date(),
          },
        ],
  );
  if (progressRows.length > 0) await db.insert(courseProgress).values(progressRows);
  const timeRows = learners.flatMap((learner, index) =>
    learner.seconds === undefined
      ? []
      : [
          {
            userId: made[index]!.id,
            courseId,
            pagePath: '/courses/x/one/',
            day: '2026-01-02',
            seconds: learner.seconds,
          },
        ],
  );
  if (timeRows.length > 0) await db.insert(learningTimeDaily).values(timeRows);
  return made;
}

async function students(agent: TestAgent, cohortPath: string, query = '') {
  const reply = await agent.get(`/json/cohort/read/getStudents/${cohortPath}?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.result as StudentsPage;
}

const names = (page: StudentsPage) => page.students.map((student) => student.fullName);

describe('getStudents', () => {
  it('lists the active learners with progress, last activity and learning time, sorted every way', async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    await addLearners(cohort.id, course.id, [
      { name: 'Citra', completed: 1, activeAt: new Date('2026-02-03T00:00:00Z'), seconds: 600 },
      { name: 'ani', completed: 2, activeAt: new Date('2026-02-01T00:00:00Z'), seconds: 60 },
      { name: 'Budi' },
    ]);
    const { agent: teacher } = await enrolledAgent(testApp, cohort.id, {
      staff: true,
      fullName: 'Zed Staff',
    });
    const { db } = testApp.database;
    const [pending] = await addLearners(cohort.id, course.id, [{ name: 'Pending' }]);
    await db.update(enrolments).set({ status: 'pending' }).where(eq(enrolments.userId, pending!.id));

    const byName = await students(teacher, cohort.path);
    expect(names(byName)).toEqual(['ani', 'Budi', 'Citra']);
    expect(byName.total).toBe(3);
    expect(byName.students[0]).toMatchObject({
      progress: 100,
      completedPages: 2,
      totalPages: 2,
      learningTimeSeconds: 60,
    });
    expect(byName.students[1]).toMatchObject({
      progress: 0,
      totalPages: 2,
      lastActiveAt: null,
      learningTimeSeconds: 0,
    });
    expect(byName.students[2]).toMatchObject({ progress: 50, lastActiveAt: '2026-02-03T00:00:00.000Z' });

    expect(names(await students(teacher, cohort.path, 'sort=name&order=desc'))).toEqual([
      'Citra',
      'Budi',
      'ani',
    ]);
    expect(names(await students(teacher, cohort.path, 'sort=progress&order=desc'))).toEqual([
      'ani',
      'Citra',
      'Budi',
    ]);
    expect(names(await students(teacher, cohort.path, 'sort=lastActive&order=desc'))).toEqual([
      'Citra',
      'ani',
      'Budi',
    ]);
    expect(names(await students(teacher, cohort.path, 'sort=learningTime&order=asc'))).toEqual([
      'Budi',
      'ani',
      'Citra',
    ]);
  });

  it('pages 25 at a time with the total, in the same number of queries whatever the page holds', async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    const { agent: teacher } = await enrolledAgent(testApp, cohort.id, { staff: true });
    const small = await buildProgressCourse(testApp);
    const { agent: smallTeacher } = await enrolledAgent(testApp, small.cohort.id, { staff: true });
    await addLearners(
      cohort.id,
      course.id,
      Array.from({ length: 30 }, (_, index) => ({ name: `Learner ${String(index).padStart(2, '0')}` })),
    );
    await addLearners(small.cohort.id, small.course.id, [{ name: 'Only one' }]);

    const [first, firstQueries] = await queries.measure(() => students(teacher, cohort.path, 'page=1'));
    const [second, secondQueries] = await queries.measure(() => students(teacher, cohort.path, 'page=2'));
    const [, smallQueries] = await queries.measure(() => students(smallTeacher, small.cohort.path));
    expect(first.students).toHaveLength(25);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(names(second)).toEqual(['Learner 25', 'Learner 26', 'Learner 27', 'Learner 28', 'Learner 29']);
    expect(second.total).toBe(30);
    expect(secondQueries).toBe(firstQueries);
    expect(smallQueries).toBe(firstQueries);
    const beyond = await students(teacher, cohort.path, 'page=3');
    expect(beyond).toMatchObject({ students: [], total: 30 });
    expect((await teacher.get(`/json/cohort/read/getStudents/${cohort.path}?page=0`)).status).toBe(400);
  });

  it('is for the class teachers only', async () => {
    const { cohort } = await buildProgressCourse(testApp);
    expect((await freshAgent(testApp.app).get(`/json/cohort/read/getStudents/${cohort.path}`)).status).toBe(
      401,
    );
    const { agent: learner } = await enrolledAgent(testApp, cohort.id);
    expect((await learner.get(`/json/cohort/read/getStudents/${cohort.path}`)).status).toBe(403);
    expect((await learner.post(`/json/cohort/update/startStudentExport/${cohort.path}`)).status).toBe(403);
  });
});

describe('students CSV export', () => {
  it('reports its percentage step by step and ends with a download link', async () => {
    const { db } = testApp.database;
    const { course, cohort } = await buildProgressCourse(testApp);
    const { agent: teacher, user } = await enrolledAgent(testApp, cohort.id, { staff: true });
    await addLearners(
      cohort.id,
      course.id,
      ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })),
    );
    const [row] = await db
      .insert(csvExports)
      .values({ cohortId: cohort.id, requestedBy: user.id })
      .returning();
    const state = async () =>
      (await teacher.get(`/json/cohort/read/getStudentExport/${cohort.path}?exportId=${row!.id}`)).body
        .result as StudentExportState;
    expect(await state()).toEqual({ status: 'running', percentage: 0 });

    const steps: StudentExportState[] = [];
    await writeStudentExport(db, testApp.deps.storage, row!.id, {
      chunkSize: 2,
      afterStep: async () => {
        steps.push(await state());
      },
    });
    expect(steps.map((step) => step.percentage)).toEqual([40, 80, 100]);
    expect(steps.every((step) => step.status === 'running' && step.downloadUrl === undefined)).toBe(true);
    expect(await state()).toEqual({
      status: 'finished',
      percentage: 100,
      downloadUrl: `/api/cohort/${cohort.path}/exports/${row!.id}.csv`,
    });
  });

  it('writes every learner, quoted properly, for the teacher to download', async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    const { agent: teacher, user } = await enrolledAgent(testApp, cohort.id, { staff: true });
    await addLearners(cohort.id, course.id, [
      {
        name: 'Smith, "Jo"',
        email: `jo-${Date.now()}@example.test`,
        completed: 1,
        activeAt: new Date('2026-03-04T05:06:07Z'),
        seconds: 5430,
      },
      { name: '=cmd', email: `cmd-${Date.now()}@example.test` },
    ]);
    const [row] = await testApp.database.db
      .insert(csvExports)
      .values({ cohortId: cohort.id, requestedBy: user.id })
      .returning();
    const exportId = row!.id;
    await runJobInline(
      studentExportJob,
      { exportId },
      {
        db: testApp.database.db,
        logger: testApp.deps.logger,
        storage: testApp.deps.storage,
      },
    );
    const finished = (
      await teacher.get(`/json/cohort/read/getStudentExport/${cohort.path}?exportId=${exportId}`)
    ).body.result as StudentExportState;
    expect(finished.status).toBe('finished');

    const download = await teacher.get(finished.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${cohort.path}-students.csv"`,
    );
    // A UTF-8 byte-order mark first, so that Excel reads the names as UTF-8.
    expect(download.body.text).toMatch(/^\uFEFFname,/);
    const lines = (download.body.text as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'name,e-mail,progress %,completed pages,total pages,last active,learning time (minutes),enrolled at',
    );
    expect(lines[1]).toMatch(/^'=cmd,cmd-\d+@example\.test,0,0,2,,0,2026-01-02T00:00:00\.000Z$/);
    expect(lines[2]).toMatch(
      /^"Smith, ""Jo""",jo-\d+@example\.test,50,1,2,2026-03-04T05:06:07\.000Z,91,2026-01-01T00:00:00\.000Z$/,
    );
    expect(lines.slice(3)).toEqual(['']);

    // Its headings are in the language of whoever asked for it.
    await testApp.database.db.update(users).set({ preferredLanguage: 'id' }).where(eq(users.id, user.id));
    const [again] = await testApp.database.db
      .insert(csvExports)
      .values({ cohortId: cohort.id, requestedBy: user.id })
      .returning();
    await runJobInline(
      studentExportJob,
      { exportId: again!.id },
      { db: testApp.database.db, logger: testApp.deps.logger, storage: testApp.deps.storage },
    );
    const indonesian = (
      await teacher.get(`/json/cohort/read/getStudentExport/${cohort.path}?exportId=${again!.id}`)
    ).body.result as StudentExportState;
    const text = (await teacher.get(indonesian.downloadUrl!)).body.text as string;
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'nama,e-mail,kemajuan %,halaman selesai,jumlah halaman,terakhir aktif,waktu belajar (menit),terdaftar pada',
    );

    const { agent: learner } = await enrolledAgent(testApp, cohort.id);
    expect((await learner.get(finished.downloadUrl!)).status).toBe(403);
    expect((await freshAgent(testApp.app).get(finished.downloadUrl!)).status).toBe(401);
  });

  it('runs in the process when started without a job queue', async () => {
    const { course, cohort } = await buildProgressCourse(testApp);
    const { agent: teacher } = await enrolledAgent(testApp, cohort.id, { staff: true });
    await addLearners(cohort.id, course.id, [{ name: 'Solo' }]);
    const started = await teacher.post(`/json/cohort/update/startStudentExport/${cohort.path}`);
    expect(started.status).toBe(200);
    const { exportId } = started.body.result as { exportId: string };
    let state: StudentExportState | undefined;
    for (let attempt = 0; attempt < 50 && state?.status !== 'finished'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await teacher.get(`/json/cohort/read/getStudentExport/${cohort.path}?exportId=${exportId}`))
        .body.result as StudentExportState;
    }
    expect(state).toMatchObject({ status: 'finished', percentage: 100 });
    const download = await teacher.get(state!.downloadUrl!);
    expect(download.body.text).toContain('Solo,');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StudentExportState } from '../../../common/api/progress';
import { enrolments, gradebookExports, roleGrants, users } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent, userAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { buildQuizCourse } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { writeGradebookExport } from './gradebook-export';
import { addExam, addExamAttempt, answerQuiz } from './gradebook-test-kit';

const testApp = setUpTestApp();

const start = (agent: TestAgent, coursePath: string, body: Record<string, unknown> = {}) =>
  agent.post(`/json/course/update/exportGradebook/${coursePath}`, body);
const stateOf = async (agent: TestAgent, coursePath: string, exportId: string) =>
  agent.get(`/json/course/read/getGradebookExport/${coursePath}?exportId=${exportId}`);

/** Export `exportId`'s state once finished: without a job queue it runs in the process once started. */
async function finishedExport(agent: TestAgent, coursePath: string, exportId: string) {
  let state: StudentExportState = { status: 'running', percentage: 0 };
  await expect
    .poll(async () => {
      state = (await stateOf(agent, coursePath, exportId)).body.result as StudentExportState;
      return state.status;
    })
    .toBe('finished');
  return state;
}

/** A quiz course with an exam, and its administrator. */
async function courseWithExam() {
  const made = await buildQuizCourse(testApp);
  const exam = await addExam(testApp, made.course.id, { title: 'Midterm', weight: 2 });
  const { agent: admin, user } = await userAgent(testApp);
  await testApp.database.db
    .insert(roleGrants)
    .values({ userId: user.id, scope: 'course', scopePath: made.course.path, role: 'administrator' });
  return { ...made, exam, admin, adminId: user.id };
}

describe('the gradebook CSV export', () => {
  it('reports its percentage step by step and ends with a download link', async () => {
    const made = await courseWithExam();
    for (const name of ['A', 'B', 'C']) await enrolledAgent(testApp, made.cohort.id, { fullName: name });
    const [row] = await testApp.database.db
      .insert(gradebookExports)
      .values({ courseId: made.course.id, requestedBy: made.adminId })
      .returning();
    const state = async () =>
      (await stateOf(made.admin, made.course.path, row!.id)).body.result as StudentExportState;
    expect(await state()).toEqual({ status: 'running', percentage: 0 });

    const steps: StudentExportState[] = [];
    await writeGradebookExport(testApp.database.db, testApp.deps.storage, row!.id, {
      chunkSize: 2,
      afterStep: async () => {
        steps.push(await state());
      },
    });
    expect(steps.map((step) => step.percentage)).toEqual([67, 100]);
    expect(steps.every((step) => step.status === 'running' && step.downloadUrl === undefined)).toBe(true);
    expect(await state()).toEqual({
      status: 'finished',
      percentage: 100,
      downloadUrl: `/api/course/${made.course.path}/gradebook-exports/${row!.id}.csv`,
    });
  });

  it('writes each learner’s scores, weights and totals, quoted properly, for its requester to download', async () => {
    const made = await courseWithExam();
    const evening = await buildClass(testApp, made.course.id, { name: 'Evening' });
    const ana = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Lestari, "Ana"' });
    const cmd = await enrolledAgent(testApp, evening.id, { fullName: '=cmd' });
    await answerQuiz(ana.agent, made.blocks.choice.id, made.cohort.path, { selected: ['right'] });
    await addExamAttempt(testApp, {
      examId: made.exam.id,
      userId: ana.user.id,
      cohortId: made.cohort.id,
      number: 1,
      score: 5,
    });
    await addExamAttempt(testApp, {
      examId: made.exam.id,
      userId: cmd.user.id,
      cohortId: evening.id,
      number: 1,
      score: null,
    });
    const started = await start(made.admin, made.course.path);
    expect(started.status).toBe(200);
    const { exportId } = started.body.result as { exportId: string };
    const finished = await finishedExport(made.admin, made.course.path, exportId);

    const download = await made.admin.get(finished.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${made.course.path}-gradebook.csv"`,
    );
    const lines = (download.body.text as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'learner,e-mail,class,Q1: Quiz (out of 2; weight 1),Q2: Quiz (out of 1; weight 1),Q3: Quiz (out of 2; weight 1),' +
        'Exam: Midterm (out of 10; weight 2),total,out of,total %,weighted total %',
    );
    // The learner named like a formula gets an apostrophe, so a spreadsheet shows the name.
    expect(lines[1]).toBe(`'=cmd,${cmd.user.email},Evening,,,,in progress,0,15,0,`);
    expect(lines[2]).toBe(`"Lestari, ""Ana""",${ana.user.email},${made.cohort.name},2,,,5,7,15,47,66.7`);
    expect(lines.slice(3)).toEqual(['']);

    // Written in the language of whoever asks: a Malay speaker's file speaks Malay.
    await testApp.database.db
      .update(users)
      .set({ preferredLanguage: 'ms' })
      .where(eq(users.id, made.adminId));
    const again = (await start(made.admin, made.course.path)).body.result as { exportId: string };
    const inMalay = await finishedExport(made.admin, made.course.path, again.exportId);
    const malay = ((await made.admin.get(inMalay.downloadUrl!)).body.text as string)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(malay[0]).toBe(
      'pelajar,e-mel,kelas,S1: Quiz (daripada 2; pemberat 1),S2: Quiz (daripada 1; pemberat 1),' +
        'S3: Quiz (daripada 2; pemberat 1),Peperiksaan: Midterm (daripada 10; pemberat 2),' +
        'jumlah,daripada,jumlah %,jumlah berpemberat %',
    );
    expect(malay[1]).toBe(`'=cmd,${cmd.user.email},Evening,,,,sedang berjalan,0,15,0,`);
  });

  it('exports only the classes the requester sees, and shows an export to nobody else', async () => {
    const made = await courseWithExam();
    const evening = await buildClass(testApp, made.course.id);
    await enrolledAgent(testApp, made.cohort.id, { fullName: 'Citra' });
    await enrolledAgent(testApp, evening.id, { fullName: 'Dian' });
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    expect((await start(facilitator.agent, made.course.path, { cohortPath: evening.path })).status).toBe(404);
    const started = await start(facilitator.agent, made.course.path);
    const { exportId } = started.body.result as { exportId: string };
    await writeGradebookExport(testApp.database.db, testApp.deps.storage, exportId);
    const url = `/api/course/${made.course.path}/gradebook-exports/${exportId}.csv`;
    const text = (await facilitator.agent.get(url)).body.text as string;
    expect(text).toContain('Citra,');
    expect(text).not.toContain('Dian,');

    const otherFacilitator = await enrolledAgent(testApp, evening.id, { staff: true });
    const learner = await enrolledAgent(testApp, made.cohort.id);
    const learnerElsewhere = await enrolledAgent(testApp, evening.id);
    for (const agent of [
      made.admin,
      otherFacilitator.agent,
      learner.agent,
      learnerElsewhere.agent,
      await courseAgent(testApp, null),
    ]) {
      expect((await agent.get(url)).status).toBe(404);
      expect((await stateOf(agent, made.course.path, exportId)).status).toBe(404);
    }
    expect((await freshAgent(testApp.app).get(url)).status).toBe(401);
    expect((await stateOf(freshAgent(testApp.app), made.course.path, exportId)).status).toBe(401);
    expect((await start(learner.agent, made.course.path)).status).toBe(404);
    expect((await start(freshAgent(testApp.app), made.course.path)).status).toBe(401);
  });

  it('fails when its requester no longer teaches the class by the time it runs', async () => {
    const made = await courseWithExam();
    const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
    const [created] = await testApp.database.db
      .insert(gradebookExports)
      .values({ courseId: made.course.id, requestedBy: facilitator.user.id })
      .returning();
    const exportId = created!.id;
    await testApp.database.db
      .update(enrolments)
      .set({ status: 'rejected' })
      .where(eq(enrolments.id, facilitator.enrolment.id));
    await expect(writeGradebookExport(testApp.database.db, testApp.deps.storage, exportId)).rejects.toThrow(
      'the requester no longer sees the classes exported',
    );
    const [row] = await testApp.database.db
      .select()
      .from(gradebookExports)
      .where(eq(gradebookExports.id, exportId));
    expect(row!.status).toBe('failed');
  });

  it('names the class of a one-class export, and runs in the process without a job queue', async () => {
    const made = await courseWithExam();
    await enrolledAgent(testApp, made.cohort.id, { fullName: 'Solo' });
    const started = await start(made.admin, made.course.path, { cohortPath: made.cohort.path });
    expect(started.status).toBe(200);
    const { exportId } = started.body.result as { exportId: string };
    let state: StudentExportState | undefined;
    for (let attempt = 0; attempt < 50 && state?.status !== 'finished'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await stateOf(made.admin, made.course.path, exportId)).body.result as StudentExportState;
    }
    expect(state).toMatchObject({ status: 'finished', percentage: 100 });
    const download = await made.admin.get(state!.downloadUrl!);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${made.course.path}-${made.cohort.path}-gradebook.csv"`,
    );
    expect(download.body.text).toContain('Solo,');
  });

  it('refuses what it cannot read with its reason, and a file that is not an export', async () => {
    const made = await courseWithExam();
    const badClass = await start(made.admin, made.course.path, { cohortPath: '' });
    expect(badClass.status).toBe(400);
    expect(badClass.body.fieldCodes).toEqual({ cohortPath: { code: 'enrolment.cohortPath' } });
    const badId = await stateOf(made.admin, made.course.path, 'not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.body.fieldCodes).toEqual({ exportId: { code: 'progress.export' } });
    const base = `/api/course/${made.course.path}/gradebook-exports`;
    expect((await made.admin.get(`${base}/not-an-id.csv`)).status).toBe(404);
    expect((await made.admin.get(`${base}/${crypto.randomUUID()}.csv`)).status).toBe(404);
    expect(
      (await made.admin.get(`/api/course/no-such-course/gradebook-exports/${crypto.randomUUID()}.csv`))
        .status,
    ).toBe(404);
  });
});

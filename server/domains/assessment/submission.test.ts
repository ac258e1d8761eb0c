import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MarkingItem, MarkingQueue } from '../../../common/api/assessment';
import { blockResponsePath } from '../../../common/api/block-response';
import type { PageQuizzes, QuizState } from '../../../common/api/quiz';
import { submissionFileUrl, submissionUploadPath } from '../../../common/api/submission';
import type { SubmittedFile } from '../../../common/domain/quiz/submitted-file';
import { blockCompletions, quizAttempts, uploads } from '../../db/schema';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { addQuizBlock, buildQuizCourse } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { type UploadPart, uploadFile } from '../../test/upload-file';
import { attachDesign, newDesign } from './assessment-test-kit';

const testApp = setUpTestApp();

const pdf = (marker = 'sheet'): UploadPart => ({
  data: Buffer.from(`%PDF-1.7\n% ${marker}\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n`),
  filename: `Persona ${marker}.pdf`,
  contentType: 'application/pdf',
});
const webm: UploadPart = {
  data: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm'), Buffer.alloc(64)]),
  filename: 'recording.webm',
  contentType: 'audio/webm',
};

/**
 * A quiz course (quiz-test-kit.ts) whose page also holds a file block in submission mode (10 points,
 * two attempts, counting towards progress, passed at half marks), a media recording block in
 * submission mode and a plain file block; two learners of its class and its facilitator.
 */
async function submissionCourse() {
  const made = await buildQuizCourse(testApp);
  const sheet = await addQuizBlock(testApp, made, {
    widgetType: 'file',
    setupData: {
      description: 'Upload your persona sheet.',
      submission: true,
      points: 10,
      maxAttempts: 2,
      passPercent: 50,
    },
    isProgressContributor: true,
  });
  const recording = await addQuizBlock(testApp, made, {
    widgetType: 'media_recording',
    setupData: { kind: 'audio', prompt: 'Pitch your product in a minute.', submission: true },
  });
  const plain = await addQuizBlock(testApp, made, {
    widgetType: 'file',
    setupData: { description: 'The syllabus.' },
  });
  const learner = await enrolledAgent(testApp, made.cohort.id, { fullName: 'Dewi Lestari' });
  const classmate = await enrolledAgent(testApp, made.cohort.id);
  const facilitator = await enrolledAgent(testApp, made.cohort.id, { staff: true });
  return { ...made, sheet, recording, plain, learner, classmate, facilitator };
}
type Made = Awaited<ReturnType<typeof submissionCourse>>;

async function upload(agent: TestAgent, made: Made, blockId: string, part = pdf()) {
  const reply = await uploadFile(agent, submissionUploadPath(blockId, made.cohort.path), part);
  expect(reply.status).toBe(200);
  return reply.body.result as SubmittedFile;
}

let handedIn = 0;
const handIn = (agent: TestAgent, made: Made, blockId: string, file: unknown) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath: made.cohort.path,
    submissionData: { submissionId: `hand-in-${++handedIn}-${Date.now()}`, answers: { file } },
    scratchpadData: null,
  });

async function stateOf(agent: TestAgent, made: Made, blockId: string) {
  const reply = await agent.get(
    `/json/quiz/lookup/pageQuizzes?pageId=${made.page.id}&cohortPath=${made.cohort.path}`,
  );
  expect(reply.status).toBe(200);
  return (reply.body.result as PageQuizzes).quizzes.find((quiz) => quiz.blockId === blockId);
}

const attemptIdOf = async (blockId: string, userId: string, number: number) => {
  const [attempt] = await testApp.database.db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.blockId, blockId),
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.number, number),
      ),
    );
  return attempt!.id;
};

const mark = (agent: TestAgent, attemptId: string, body: Record<string, unknown>) =>
  agent.post(`/json/quiz/update/markAttempt/${attemptId}`, body);

const keysIn = async (folderOf: string) =>
  (
    await testApp.database.db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(like(uploads.storageKey, `submissions/${folderOf}/%`))
  ).map((row) => row.key);

describe('a file handed in to a submission block', () => {
  it('is uploaded, handed in, marked by a design in the queue, and its mark shown to the learner', async () => {
    const made = await submissionCourse();
    const { learner, facilitator } = made;
    const file = await upload(learner.agent, made, made.sheet.id);
    expect(file).toEqual({
      key: expect.stringMatching(
        new RegExp(`^submissions/${made.sheet.id}/${learner.user.id}/[0-9a-f-]{36}\\.pdf$`),
      ),
      name: 'Persona sheet.pdf',
      size: pdf().data.length,
      contentType: 'application/pdf',
    });
    // The learner reads their upload before handing it in; nobody else does.
    const url = submissionFileUrl(file.key, file.name);
    expect((await learner.agent.get(url)).status).toBe(200);
    expect((await facilitator.agent.get(url)).status).toBe(404);

    // The size and type the browser sends are not kept: the upload's are.
    const reply = await handIn(learner.agent, made, made.sheet.id, {
      ...file,
      size: 1,
      contentType: 'text/html',
    });
    expect(reply.status).toBe(200);
    const state = reply.body.result as QuizState;
    expect(state).toMatchObject({ awaitingMarking: true, maxScore: 10, attemptsLeft: 1, rightAnswers: null });
    expect(state.attempts[0]).toMatchObject({ status: 'awaiting_marking', answers: { file }, mark: null });

    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const design = await newDesign(admin, made.course.path, { name: 'Sheet', kind: 'points', maxPoints: 8 });
    await attachDesign(testApp, made.sheet.id, design.id);
    const queue = (
      await facilitator.agent.get('/json/assessment/lookup/markingQueue?status=awaiting_marking')
    ).body.result as MarkingQueue;
    expect(queue.items).toEqual([
      expect.objectContaining({ learnerName: 'Dewi Lestari', question: 'Upload your persona sheet.' }),
    ]);
    const attemptId = queue.items[0]!.attemptId;
    const item = (await facilitator.agent.get(`/json/assessment/read/markingItem/${attemptId}`)).body
      .result as MarkingItem;
    expect(item).toMatchObject({ answers: { file }, maxScore: 8, design: { id: design.id } });
    const download = await facilitator.agent.get(url);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="Persona sheet.pdf"');
    expect(download.headers['cache-control']).toMatch(/^private/);

    const marked = await mark(facilitator.agent, attemptId, { score: 6, feedback: 'Name your sources.' });
    expect(marked.status).toBe(200);
    const after = (await stateOf(learner.agent, made, made.sheet.id))!;
    expect(after.attempts[0]).toMatchObject({
      status: 'marked',
      mark: { score: 6, maxScore: 8, feedback: ['Name your sources.'] },
    });
    // It counts towards progress: a mark that passes completes it.
    const done = await testApp.database.db
      .select()
      .from(blockCompletions)
      .where(and(eq(blockCompletions.blockId, made.sheet.id), eq(blockCompletions.userId, learner.user.id)));
    expect(done).toHaveLength(1);
  });

  it('is returned and handed in again; an upload never handed in is replaced, one handed in kept', async () => {
    const made = await submissionCourse();
    const { learner, facilitator } = made;
    const first = await upload(learner.agent, made, made.sheet.id, pdf('first'));
    expect((await handIn(learner.agent, made, made.sheet.id, first)).status).toBe(200);
    const firstAttempt = await attemptIdOf(made.sheet.id, learner.user.id, 1);
    const returned = await mark(facilitator.agent, firstAttempt, {
      feedback: 'Add where they spend time online.',
      returnForResubmission: true,
    });
    expect(returned.status).toBe(200);
    const back = (await stateOf(learner.agent, made, made.sheet.id))!;
    expect(back).toMatchObject({ awaitingMarking: false, attemptsLeft: 2 });
    expect(back.attempts[0]).toMatchObject({
      status: 'returned',
      mark: { feedback: ['Add where they spend time online.'] },
    });

    const draft = await upload(learner.agent, made, made.sheet.id, pdf('draft'));
    const second = await upload(learner.agent, made, made.sheet.id, pdf('second'));
    const folder = `${made.sheet.id}/${learner.user.id}`;
    expect((await keysIn(folder)).sort()).toEqual([first.key, second.key].sort());
    expect((await learner.agent.get(submissionFileUrl(draft.key, draft.name))).status).toBe(404);

    const again = await handIn(learner.agent, made, made.sheet.id, second);
    expect(again.status).toBe(200);
    const state = again.body.result as QuizState;
    expect(
      state.attempts.map((attempt) => [
        attempt.status,
        (attempt.answers as { file: SubmittedFile }).file.key,
      ]),
    ).toEqual([
      ['returned', first.key],
      ['awaiting_marking', second.key],
    ]);
    // The returned work stays readable to its teacher.
    expect((await facilitator.agent.get(submissionFileUrl(first.key, first.name))).status).toBe(200);
  });

  it('takes only a file the learner uploaded to this block, and one at all', async () => {
    const made = await submissionCourse();
    const { learner, classmate } = made;
    const theirs = await upload(classmate.agent, made, made.sheet.id);
    const reason = 'Upload your file again: this is not a file you uploaded here.';
    const stolen = await handIn(learner.agent, made, made.sheet.id, theirs);
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual({ 'submissionData.answers.file': reason });
    // Nor one of their own uploads to another block, nor a key made up in their folder.
    const recorded = await upload(learner.agent, made, made.recording.id, webm);
    expect((await handIn(learner.agent, made, made.sheet.id, recorded)).status).toBe(400);
    const madeUp = { ...theirs, key: theirs.key.replace(classmate.user.id, learner.user.id) };
    expect((await handIn(learner.agent, made, made.sheet.id, madeUp)).body.fields).toEqual({
      'submissionData.answers.file': reason,
    });
    const none = await handIn(learner.agent, made, made.sheet.id, null);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({
      'submissionData.answers.file': 'Upload or record your work before handing it in.',
    });
    const outside = await handIn(learner.agent, made, made.sheet.id, {
      ...theirs,
      key: 'course-files/x.pdf',
    });
    expect(outside.status).toBe(400);
    expect(await stateOf(learner.agent, made, made.sheet.id)).toMatchObject({ attempts: [] });
  });

  it('is read by its learner and the teachers of the class it was handed in to only', async () => {
    const made = await submissionCourse();
    const { learner, classmate, facilitator } = made;
    const file = await upload(learner.agent, made, made.sheet.id);
    await handIn(learner.agent, made, made.sheet.id, file);
    const url = submissionFileUrl(file.key, file.name);
    expect((await facilitator.agent.get(url)).status).toBe(200);
    expect((await (await courseAgent(testApp, made.course.path, 'administrator')).get(url)).status).toBe(200);
    const otherClass = await buildClass(testApp, made.course.id);
    const otherFacilitator = await enrolledAgent(testApp, otherClass.id, { staff: true });
    for (const stranger of [
      classmate.agent,
      otherFacilitator.agent,
      await courseAgent(testApp, null),
      await courseAgent(testApp, made.course.path, 'course promo admin'),
    ]) {
      expect((await stranger.get(url)).status).toBe(404);
    }
    expect((await freshAgent(testApp.app).get(url)).status).toBe(401);
    expect((await learner.agent.get(url.replace(/\.pdf\?/, '.zip?'))).status).toBe(404);
    // Nor is it served as one of the course's files.
    expect((await learner.agent.get(`/media/course-files/${file.key.split('/').pop()}`)).status).toBe(404);
  });
});

describe('a recording handed in to a media recording block in submission mode', () => {
  it('is uploaded as audio, handed in and played back to its teacher; the block takes no plain response', async () => {
    const made = await submissionCourse();
    const { learner, facilitator } = made;
    const file = await upload(learner.agent, made, made.recording.id, webm);
    expect(file).toMatchObject({ name: 'recording.webm', contentType: 'audio/webm' });
    expect((await handIn(learner.agent, made, made.recording.id, file)).status).toBe(200);
    const played = await facilitator.agent.get(submissionFileUrl(file.key, file.name));
    expect(played.status).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    // A document is not a recording.
    const refused = await uploadFile(
      learner.agent,
      submissionUploadPath(made.recording.id, made.cohort.path),
      pdf(),
    );
    expect(refused.status).toBe(415);
    const response = await uploadFile(learner.agent, blockResponsePath(made.recording.id), webm);
    expect(response.status).toBe(400);
  });
});

describe('a file block out of submission mode', () => {
  it('is plain content: not among the page’s quizzes, and takes neither answers nor uploads', async () => {
    const made = await submissionCourse();
    const { learner } = made;
    expect(await stateOf(learner.agent, made, made.plain.id)).toBeUndefined();
    expect(await stateOf(learner.agent, made, made.sheet.id)).toBeDefined();
    const answered = await handIn(learner.agent, made, made.plain.id, null);
    expect(answered.status).toBe(400);
    expect(answered.body.reason).toBe('This block is not a quiz.');
    const uploaded = await uploadFile(
      learner.agent,
      submissionUploadPath(made.plain.id, made.cohort.path),
      pdf(),
    );
    expect(uploaded.status).toBe(400);
    // A quiz block takes answers, not files.
    const toQuiz = await uploadFile(
      learner.agent,
      submissionUploadPath(made.blocks.choice.id, made.cohort.path),
      pdf(),
    );
    expect(toQuiz.status).toBe(400);
    expect(toQuiz.body.reason).toBe('This block takes no work to hand in.');
    // Only learners of the class upload.
    const refused = await uploadFile(
      made.facilitator.agent,
      submissionUploadPath(made.sheet.id, made.cohort.path),
      pdf(),
    );
    expect(refused.status).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BlockResponse, LearnerResponse } from '../../../common/api/block-response';
import { blockResponsePath, blockResponsesPath } from '../../../common/api/block-response';
import { blockResponses, blocks, uploads } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { setUpTestApp } from '../../test/set-up-test-app';
import { uploadFile } from '../../test/upload-file';
import { buildProgressCourse } from './progress-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const webmAudio = (marker = 'webm') =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(marker), Buffer.alloc(64)]);

/** A course whose page `one` holds a media recording block, with two learners of one class and its teacher. */
async function recordingCourse() {
  const built = await buildProgressCourse(testApp);
  const { db } = testApp.database;
  const [block] = await db
    .update(blocks)
    .set({ widgetType: 'media_recording', setupData: { kind: 'audio', prompt: 'Say hello.' } })
    .where(eq(blocks.id, built.blocks.plain.id))
    .returning();
  const learner = await enrolledAgent(testApp, built.cohort.id);
  const classmate = await enrolledAgent(testApp, built.cohort.id);
  const teacher = await enrolledAgent(testApp, built.cohort.id, { staff: true });
  return { ...built, block: block!, learner, classmate, teacher };
}

const respond = (agent: TestAgent, blockId: string, data = webmAudio()) =>
  uploadFile(agent, blockResponsePath(blockId), {
    data,
    filename: 'recording.webm',
    contentType: 'audio/webm',
  });

describe('a learner’s response to a media recording block', () => {
  it('is recorded for the learner, read back by them, and replaced by a new recording', async () => {
    const { block, learner } = await recordingCourse();
    expect((await learner.agent.get(blockResponsePath(block.id))).body).toEqual({ result: null });

    const reply = await respond(learner.agent, block.id);
    expect(reply.status).toBe(200);
    const first = reply.body.result as BlockResponse;
    expect(first).toMatchObject({ url: `/api/block-response/${first.id}/`, contentType: 'audio/webm' });
    expect((await learner.agent.get(blockResponsePath(block.id))).body).toEqual({ result: first });

    const file = await learner.agent.get(first.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('audio/webm');
    expect(file.headers['cache-control']).toMatch(/^private/);

    const again = (await respond(learner.agent, block.id, webmAudio('again'))).body.result as BlockResponse;
    expect(again.id).toBe(first.id);
    // One file kept: the earlier recording is gone from storage and the uploads.
    const { db } = testApp.database;
    const kept = await db.select().from(uploads).where(eq(uploads.purpose, 'block-response'));
    expect(kept).toHaveLength(1);
  });

  it('is read by the learner and the teachers of their class only', async () => {
    const { course, block, learner, classmate, teacher } = await recordingCourse();
    const { url } = (await respond(learner.agent, block.id)).body.result as BlockResponse;
    expect((await teacher.agent.get(url)).status).toBe(200);
    // The course's administrators manage its classes: they teach them too.
    expect((await (await courseAgent(testApp, course.path, 'administrator')).get(url)).status).toBe(200);
    const elsewhere = await enrolledAgent(testApp, (await buildProgressCourse(testApp)).cohort.id, {
      staff: true,
    });
    for (const stranger of [
      classmate.agent,
      elsewhere.agent,
      await courseAgent(testApp, course.path, 'course promo admin'),
    ]) {
      expect((await stranger.get(url)).status).toBe(404);
    }
    expect((await new TestAgent(testApp.app).get(url)).status).toBe(401);
    // The course's own file route, which serves the course's readers, does not serve it.
    const [stored] = await testApp.database.db
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.purpose, 'block-response'));
    expect(stored!.storageKey).toMatch(/^block-responses\//);
    const name = stored!.storageKey.split('/').pop();
    expect((await learner.agent.get(`/media/course-files/${name}`)).status).toBe(404);
  });

  it('is taken from learners only, for media recording blocks only', async () => {
    const { course, block, blocks: built, teacher, learner } = await recordingCourse();
    const outsider = await courseAgent(testApp, null);
    expect((await respond(outsider, block.id)).status).toBe(404);
    expect((await respond(teacher.agent, block.id)).status).toBe(403);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    expect((await respond(admin, block.id)).status).toBe(403);
    // Another block of the learner's own page is no media recording block.
    expect(await respond(learner.agent, built.first.id)).toMatchObject({
      status: 400,
      body: { error: 'bad_request' },
    });
    const kept = await testApp.database.db
      .select()
      .from(blockResponses)
      .where(eq(blockResponses.blockId, built.first.id));
    expect(kept).toHaveLength(0);
    // A learner of another course does not see this course's blocks at all.
    const elsewhere = (await recordingCourse()).learner;
    expect((await respond(elsewhere.agent, block.id)).status).toBe(404);
    expect((await respond(new TestAgent(testApp.app), block.id)).status).toBe(401);
  });

  it('refuses what is not audio, as block media does', async () => {
    const { block, learner } = await recordingCourse();
    const reply = await respond(learner.agent, block.id, Buffer.from('just words'));
    expect(reply.status).toBe(415);
    expect((await learner.agent.get(blockResponsePath(block.id))).body).toEqual({ result: null });
  });

  it('is listed for the teachers of a class: their learners’ responses only, in a fixed number of queries', async () => {
    const { course, block, learner, classmate, teacher } = await recordingCourse();
    const otherClass = await buildClass(testApp, course.id);
    const elsewhere = await enrolledAgent(testApp, otherClass.id, { fullName: 'Zaki Elsewhere' });
    for (const agent of [learner.agent, classmate.agent, elsewhere.agent]) await respond(agent, block.id);
    const list = async (agent: TestAgent) =>
      (await agent.get(blockResponsesPath(block.id))).body.result as LearnerResponse[];
    const mine = await list(teacher.agent);
    expect(mine.map((entry) => entry.learnerName).sort()).toEqual(
      [learner.user.fullName, classmate.user.fullName].sort(),
    );
    expect((await teacher.agent.get(mine[0]!.response.url)).status).toBe(200);
    // The course's administrators manage every class of it.
    const admin = await courseAgent(testApp, course.path, 'administrator');
    expect(await list(admin)).toHaveLength(3);
    const [, listQueries] = await queries.measure(() => admin.get(blockResponsesPath(block.id)));
    for (const stranger of [learner.agent, await courseAgent(testApp, course.path, 'course promo admin')]) {
      expect((await stranger.get(blockResponsesPath(block.id))).status).toBe(404);
    }
    // More responses, the same queries.
    for (let extra = 0; extra < 3; extra += 1) {
      await respond((await enrolledAgent(testApp, otherClass.id)).agent, block.id);
    }
    const [reply, moreQueries] = await queries.measure(() => admin.get(blockResponsesPath(block.id)));
    expect((reply.body.result as LearnerResponse[]).length).toBe(6);
    expect(moreQueries).toBe(listQueries);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CoursePage } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import { courses } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { courseAgent } from '../../test/course-fixtures';
import { blockIds, buildPage, getLayout, richTextBlocks, writeOnce } from '../../test/layout-test-kit';
import { learnerAgent } from '../../test/membership-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';

const testApp = setUpTestApp();

const readPage = async (agent: TestAgent, coursePath: string) =>
  (
    (await agent.get(`/json/course/read/getPage/${coursePath}?pagePath=p`)).body.result as CoursePage
  ).sections[0]!.blocks.map((block) => block.setupData.html);

describe('block sharing on the reader side', () => {
  it('hides staff-only and not yet revealed blocks from readers, not from editors', async () => {
    const { course, pageId } = await buildPage(testApp, richTextBlocks(4));
    const editor = await courseAgent(testApp, course.path, 'course design admin');
    const [everyone, staffOnly, future, past] = blockIds(
      (await getLayout(editor, pageId)).body.result as PageLayout,
    )[0]!;
    const share = (blockId: string | undefined, accessType: string, revealAfter: string | null = null) =>
      writeOnce(testApp, editor, 'updateBlock', pageId, {
        blockId,
        settings: { sharing: { accessType, revealAfter } },
      });
    await share(everyone, 'everyone');
    await share(staffOnly, 'staff');
    await share(future, 'after_date', new Date(Date.now() + 86_400_000).toISOString());
    await share(past, 'after_date', new Date(Date.now() - 86_400_000).toISOString());

    const all = ['<p>Block 0</p>', '<p>Block 1</p>', '<p>Block 2</p>', '<p>Block 3</p>'];
    const forReaders = ['<p>Block 0</p>', '<p>Block 3</p>'];
    expect(await readPage(await learnerAgent(testApp, course.id), course.path)).toEqual(forReaders);
    // With guest access, visitors and signed-in strangers read the page as learners do.
    await testApp.database.db.update(courses).set({ guestAccess: true }).where(eq(courses.id, course.id));
    expect(await readPage(new TestAgent(testApp.app), course.path)).toEqual(forReaders);
    expect(await readPage(await courseAgent(testApp, course.path, null), course.path)).toEqual(forReaders);
    expect(
      await readPage(await courseAgent(testApp, course.path, 'course promo admin'), course.path),
    ).toEqual(forReaders);
    expect(await readPage(editor, course.path)).toEqual(all);
    expect(await readPage(await courseAgent(testApp, course.path, 'administrator'), course.path)).toEqual(
      all,
    );
    expect(
      await readPage(await courseAgent(testApp, course.path, null, { isStaff: true }), course.path),
    ).toEqual(all);
  });
});

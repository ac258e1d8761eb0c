import type { PostAttachment } from '../../../common/api/feed';
import { blocks, pageSections, pages } from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';

/** How a test post course is made: the block's setup and sharing, the page's fields, the class's. */
export interface PostCourseOptions {
  maxPosts?: number;
  scheme?: 'class' | 'staff';
  condition?: 'always' | 'after_posting' | 'after_due_date';
  accessType?: 'everyone' | 'staff';
  progress?: boolean;
  page?: Partial<typeof pages.$inferInsert>;
  cohort?: Parameters<typeof buildClass>[2];
}

/**
 * A displayed course whose page `share` holds a post block (and a rich text block), a class with
 * two learners and a facilitator, a learner of a second class of the course, and a course
 * administrator.
 */
export async function buildPostCourse(testApp: TestApp, options: PostCourseOptions = {}) {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp, { displayed: true });
  const [page] = await db
    .insert(pages)
    .values({
      courseId: course.id,
      moduleId: module.id,
      path: 'share',
      title: 'Share',
      position: 0,
      ...options.page,
    })
    .returning();
  const [section] = await db.insert(pageSections).values({ pageId: page!.id, position: 0 }).returning();
  const [block, prose] = await db
    .insert(blocks)
    .values([
      {
        pageId: page!.id,
        sectionId: section!.id,
        position: 0,
        widgetType: 'post',
        setupData: { prompt: '<p>Share.</p>', type: 'share', maxPosts: options.maxPosts ?? 0 },
        settings: {
          sharing: {
            accessType: options.accessType ?? 'everyone',
            revealAfter: null,
            scheme: options.scheme ?? 'class',
            condition: options.condition ?? 'always',
          },
        },
        isProgressContributor: options.progress ?? false,
      },
      {
        pageId: page!.id,
        sectionId: section!.id,
        position: 1,
        widgetType: 'rich_text',
        setupData: { html: '<p>Read.</p>' },
      },
    ])
    .returning();
  const cohort = await buildClass(testApp, course.id, options.cohort);
  const otherClass = await buildClass(testApp, course.id);
  const learner = await enrolledAgent(testApp, cohort.id, { fullName: 'Ana Putri' });
  const classmate = await enrolledAgent(testApp, cohort.id, { fullName: 'Budi Hartono' });
  const teacher = await enrolledAgent(testApp, cohort.id, { staff: true, fullName: 'Citra Dewi' });
  const elsewhere = await enrolledAgent(testApp, otherClass.id, { fullName: 'Dian Sastro' });
  const admin = await courseAgent(testApp, course.path, 'administrator');
  return {
    course,
    page: page!,
    section: section!,
    block: block!,
    prose: prose!,
    cohort,
    otherClass,
    learner,
    classmate,
    teacher,
    elsewhere,
    admin,
  };
}

/** Post `body` (and `attachments`) on `blockId` in the class at `cohortPath` as `agent`. */
export const createPost = (
  agent: TestAgent,
  blockId: string,
  cohortPath: string,
  body: string,
  attachments: PostAttachment[] = [],
) => agent.post('/json/feed/create', { blockId, cohortPath, body, attachments });

/** Read a block's feed in a class as `agent`, from the cursor `before`. */
export const getBlockFeed = (agent: TestAgent, blockId: string, cohortPath: string, before?: string) =>
  agent.get(
    `/json/feed/read/getBlockFeed/${blockId}?cohortPath=${encodeURIComponent(cohortPath)}${
      before ? `&before=${encodeURIComponent(before)}` : ''
    }`,
  );

/** Read a class's feed as `agent`. */
export const getClassFeed = (agent: TestAgent, cohortPath: string, before?: string) =>
  agent.get(
    `/json/feed/read/getClassFeed/${encodeURIComponent(cohortPath)}${
      before ? `?before=${encodeURIComponent(before)}` : ''
    }`,
  );

/** Comment on a post as `agent`. */
export const commentOnPost = (
  agent: TestAgent,
  postId: string,
  body: string,
  extra: { parentId?: string; mentions?: string[] } = {},
) => agent.post('/json/comment/create', { postId, body, ...extra });

import { blocks, pageSections, pages } from '../db/schema';
import type { TestApp } from './app';
import { buildClass, buildCourse } from './factories';

/** A multiple choice setup: 'right' is the one right option of `optionCount` (2 by default). */
export function choiceSetup(overrides: Record<string, unknown> = {}, optionCount = 2) {
  const options = Array.from({ length: optionCount }, (_, index) => ({
    id: index === 0 ? 'right' : `wrong${index}`,
    text: index === 0 ? 'Jakarta' : `City ${index}`,
  }));
  return {
    question: 'What is the capital of Indonesia?',
    options,
    points: 2,
    maxAttempts: 2,
    passPercent: 100,
    answerKey: { correctOptionIds: ['right'], feedback: { right: 'Yes.', wrong1: 'Look again.' } },
    ...overrides,
  };
}

/** A short answer setup accepting "Kuala Lumpur", marks never revealed. */
export const textSetup = {
  question: 'What is the capital of Malaysia?',
  reveal: 'never',
  maxAttempts: null,
  answerKey: { kind: 'text', answers: [{ text: 'Kuala Lumpur', feedback: 'Right.' }] },
};

/**
 * A displayed course whose page `quiz` holds a multiple choice block (2 points, two attempts,
 * counting towards progress, passed at full marks), a short answer block whose marks are never
 * revealed, a rich text block, and a multiple choice block shared with staff only; and a class.
 */
export async function buildQuizCourse(testApp: TestApp, page: Partial<typeof pages.$inferInsert> = {}) {
  const { db } = testApp.database;
  const { course, module } = await buildCourse(testApp, { displayed: true });
  const [quizPage] = await db
    .insert(pages)
    .values({ courseId: course.id, moduleId: module.id, path: 'quiz', title: 'Quiz', position: 0, ...page })
    .returning();
  const [section] = await db.insert(pageSections).values({ pageId: quizPage!.id, position: 0 }).returning();
  const place = (position: number) => ({ pageId: quizPage!.id, sectionId: section!.id, position });
  const [choice, text, prose, hidden] = await db
    .insert(blocks)
    .values([
      { ...place(0), widgetType: 'multiple_choice', setupData: choiceSetup(), isProgressContributor: true },
      { ...place(1), widgetType: 'short_answer', setupData: textSetup },
      { ...place(2), widgetType: 'rich_text', setupData: { html: '<p>Read this.</p>' } },
      {
        ...place(3),
        widgetType: 'multiple_choice',
        setupData: choiceSetup(),
        settings: { sharing: { accessType: 'staff' } },
      },
    ])
    .returning();
  const cohort = await buildClass(testApp, course.id);
  return {
    course,
    module,
    cohort,
    page: quizPage!,
    section: section!,
    blocks: { choice: choice!, text: text!, prose: prose!, hidden: hidden! },
  };
}

/** Add a block of `widgetType` with `setupData` after the four of a quiz course's page (buildQuizCourse). */
export async function addQuizBlock(
  testApp: TestApp,
  made: Awaited<ReturnType<typeof buildQuizCourse>>,
  block: Pick<typeof blocks.$inferInsert, 'widgetType' | 'setupData' | 'isProgressContributor'>,
) {
  const [added] = await testApp.database.db
    .insert(blocks)
    .values({ pageId: made.page.id, sectionId: made.section.id, position: 4, ...block })
    .returning();
  return added!;
}

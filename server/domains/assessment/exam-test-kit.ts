import { bankQuestions, questionBanks } from '../../db/schema';
import type { TestAgent, TestApp } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';
import { choiceSetup } from '../../test/quiz-course';

/**
 * A course with a bank of `count` multiple choice questions (2 points each, the first option
 * right; the first half tagged 'week1' and easy) and one long form response; its administrator's
 * agent, a class, and a learner of it.
 */
export async function buildExamCourse(testApp: TestApp, count = 6) {
  const { db } = testApp.database;
  const { course } = await buildCourse(testApp, { displayed: true });
  const [bank] = await db.insert(questionBanks).values({ courseId: course.id, name: 'Bank' }).returning();
  const choices = await db
    .insert(bankQuestions)
    .values(
      Array.from({ length: count }, (_, index) => ({
        bankId: bank!.id,
        widgetType: 'multiple_choice',
        setupData: choiceSetup({ question: `Question ${index + 1}?` }),
        name: `Q${index + 1}`,
        tags: index < count / 2 ? ['week1'] : ['week2'],
        difficulty: index < count / 2 ? ('easy' as const) : ('hard' as const),
        position: index,
      })),
    )
    .returning();
  const [essay] = await db
    .insert(bankQuestions)
    .values({
      bankId: bank!.id,
      widgetType: 'long_form_response',
      setupData: { question: 'Discuss.', points: 5 },
      position: count,
    })
    .returning();
  const admin = await courseAgent(testApp, course.path, 'administrator');
  const cohort = await buildClass(testApp, course.id, { classAccessTz: 'Asia/Jakarta' });
  const learner = await enrolledAgent(testApp, cohort.id);
  return { course, bank: bank!, choices, essay: essay!, admin, cohort, learner };
}

/** The exam settings a test starts from: 30 minutes, one attempt, results at once, no window. */
export const examSettings = (parts: unknown[], overrides: Record<string, unknown> = {}) => ({
  title: 'Midterm',
  instructions: 'Answer everything.',
  timeLimitMinutes: 30,
  opensAtLocal: null,
  closesAtLocal: null,
  maxAttempts: 1,
  shuffleQuestions: true,
  release: 'immediately',
  parts,
  ...overrides,
});

/** A new exam of the course set up with `settings` by `admin`; its id. */
export async function setUpExam(admin: TestAgent, coursePath: string, settings: Record<string, unknown>) {
  const created = await admin.post('/json/exam/create', { coursePath, title: 'Midterm' });
  const id = (created.body.result as { id: string }).id;
  const updated = await admin.post(`/json/exam/update/updateExam/${id}`, settings);
  if (updated.status !== 200) throw new Error(JSON.stringify(updated.body));
  return id;
}

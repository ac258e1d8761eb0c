import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RubricCriterion } from '../../../common/domain/assessment/design-rules';
import type { Db } from '../../db/client';
import { assessmentDesigns, blocks, cohorts, courses, pages } from '../../db/schema';
import { findUserByEmail } from '../accounts';
import { enrolInClass } from '../classes';
import { DEMO_OPEN_COURSE } from '../learning';
import { seedPersonaSheetDesign } from './demo-submission';

/** The demo staff member, who facilitates the open demo class and marks its campaign plans. */
const DEMO_FACILITATOR_EMAIL = 'staff@kelas.example';
const DESIGN_NAME = 'Campaign plan rubric';

const level = (id: string, title: string, description: string, points: number) => ({
  id,
  title,
  description,
  points,
});

/** The marking guidance of the course's campaign plan, as a rubric worth its 10 points. */
const CAMPAIGN_PLAN_RUBRIC: RubricCriterion[] = [
  {
    id: 'goal',
    title: 'Goal',
    description: 'What the campaign is for.',
    levels: [
      level('missing', 'Missing', 'No goal, or only “more sales”.', 0),
      level('vague', 'Vague', 'A goal without a number or a date.', 1.5),
      level('measurable', 'Measurable', 'A number to reach by a date.', 3),
    ],
  },
  {
    id: 'persona',
    title: 'Persona',
    description: 'Who the campaign speaks to.',
    levels: [
      level('missing', 'Missing', 'No one in particular.', 0),
      level('assumed', 'Assumed', 'A person described from guesses.', 1.5),
      level('evidence', 'Based on evidence', 'Built from interviews or data about real customers.', 3),
    ],
  },
  {
    id: 'channels',
    title: 'Channels',
    description: 'Where the campaign reaches them.',
    levels: [
      level('scattered', 'Scattered', 'Every channel at once, or none named.', 0),
      level('fitting', 'Fitting', 'One or two channels the persona uses.', 2),
    ],
  },
  {
    id: 'metrics',
    title: 'Metrics',
    description: 'How the team will know it works.',
    levels: [
      level('vanity', 'Vanity metrics', 'Likes and followers only.', 0),
      level('linked', 'Linked to the goal', 'Measures reviewed weekly that show progress to the goal.', 2),
    ],
  },
];

/**
 * The demo course's rubric for its campaign plan, attached to the plan's long form response (and
 * the points design of its persona sheet, demo-submission.ts), and the demo staff member as a
 * facilitator of its default class: once a learner submits a plan, it waits in their marking
 * queue. Left alone when the rubric exists, so a second run changes nothing.
 */
export async function seedDemoMarking(db: Db, logger: Logger) {
  const [course] = await db
    .select({ id: courses.id, defaultCohort: courses.defaultCohort })
    .from(courses)
    .where(eq(courses.path, DEMO_OPEN_COURSE));
  if (!course) return;
  const [existing] = await db
    .select({ id: assessmentDesigns.id })
    .from(assessmentDesigns)
    .where(and(eq(assessmentDesigns.courseId, course.id), eq(assessmentDesigns.name, DESIGN_NAME)));
  if (existing) return;
  const [design] = await db
    .insert(assessmentDesigns)
    .values({ courseId: course.id, name: DESIGN_NAME, kind: 'rubric', criteria: CAMPAIGN_PLAN_RUBRIC })
    .returning({ id: assessmentDesigns.id });
  const essays = await db
    .select({ id: blocks.id, setupData: blocks.setupData })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .where(and(eq(pages.courseId, course.id), eq(blocks.widgetType, 'long_form_response')));
  for (const essay of essays) {
    await db
      .update(blocks)
      .set({ setupData: { ...essay.setupData, assessmentDesignId: design!.id } })
      .where(eq(blocks.id, essay.id));
  }
  const facilitator = await findUserByEmail(db, DEMO_FACILITATOR_EMAIL);
  const [cohort] = course.defaultCohort
    ? await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.path, course.defaultCohort))
    : [];
  if (facilitator && cohort) {
    await enrolInClass(db, {
      cohortId: cohort.id,
      userId: facilitator.id,
      source: 'staff',
      status: 'active',
      staff: true,
    });
  }
  const sheets = await seedPersonaSheetDesign(db, course.id);
  logger.info({ blocks: essays.length, sheets }, 'demo rubric seeded');
}

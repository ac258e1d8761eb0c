import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GeneralSettingsInput } from '../../../common/api/course';
import { courses } from '../../db/schema';
import { freshAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { buildQuizCourse } from '../../test/quiz-course';
import { setUpTestApp } from '../../test/set-up-test-app';
import { alignInTable, giveOutcomes, outcomeCall, outcomesIn } from './outcome-test-kit';

const queries = new QueryCounter();
const testApp = setUpTestApp({}, { onQuery: queries.onQuery });

const storedOutcomes = async (courseId: string) =>
  (
    await testApp.database.db
      .select({ outcomes: courses.outcomes })
      .from(courses)
      .where(eq(courses.id, courseId))
  )[0]!.outcomes;

describe('course outcomes (the outcomes tab)', () => {
  it('lets a course administrator add, edit, reorder and remove outcomes, keeping ids and the course’s list', async () => {
    const made = await buildQuizCourse(testApp);
    const [persona, search] = await giveOutcomes(testApp, made.course.id, [
      'Describe a persona',
      'Write for search',
    ]);
    await alignInTable(testApp, made.blocks.choice.id, [persona!]);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');

    const read = outcomesIn(await outcomeCall(admin, 'getOutcomes', made.course.path));
    expect(read).toEqual({
      alignmentVisibility: false,
      outcomes: [
        { id: persona, text: 'Describe a persona', alignments: 1 },
        { id: search, text: 'Write for search', alignments: 0 },
      ],
    });

    const added = outcomesIn(
      await outcomeCall(admin, 'addOutcome', made.course.path, { text: '  Measure it  ' }),
    );
    const measure = added.outcomes[2]!.id;
    expect(added.outcomes.map((outcome) => outcome.text)).toEqual([
      'Describe a persona',
      'Write for search',
      'Measure it',
    ]);

    const edited = outcomesIn(
      await outcomeCall(admin, 'editOutcome', made.course.path, {
        outcomeId: persona,
        text: 'Build a persona',
      }),
    );
    // Rewritten, it keeps its id and its alignment.
    expect(edited.outcomes[0]).toEqual({ id: persona, text: 'Build a persona', alignments: 1 });

    const moved = outcomesIn(
      await outcomeCall(admin, 'moveOutcome', made.course.path, { outcomeId: measure, position: 0 }),
    );
    expect(moved.outcomes.map((outcome) => outcome.id)).toEqual([measure, persona, search]);
    // What the landing page, the outline and search read follows.
    expect(await storedOutcomes(made.course.id)).toEqual([
      'Measure it',
      'Build a persona',
      'Write for search',
    ]);

    const removed = outcomesIn(
      await outcomeCall(admin, 'removeOutcome', made.course.path, { outcomeId: persona }),
    );
    expect(removed.outcomes.map((outcome) => outcome.id)).toEqual([measure, search]);
    expect(await storedOutcomes(made.course.id)).toEqual(['Measure it', 'Write for search']);
    const block = await admin.get(`/json/quiz/read/blockAlignment/${made.blocks.choice.id}`);
    expect(block.body.result).toMatchObject({ outcomeIds: [] });

    const shown = outcomesIn(
      await outcomeCall(admin, 'setAlignmentVisibility', made.course.path, { alignmentVisibility: true }),
    );
    expect(shown.alignmentVisibility).toBe(true);
    expect(outcomesIn(await outcomeCall(admin, 'getOutcomes', made.course.path)).alignmentVisibility).toBe(
      true,
    );
  });

  it('keeps the ids of outcomes the general settings save unchanged or only reorder', async () => {
    const { course } = await buildCourse(testApp);
    const [first, second] = await giveOutcomes(testApp, course.id, ['First', 'Second']);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const general: GeneralSettingsInput = {
      name: 'Renamed course',
      objective: '',
      outcomes: ['Second', 'First', 'Third'],
      description: '',
      language: 'en',
      category: 'data',
      courseType: 'SHORT_COURSE',
      courseSectorTypes: [],
      classifications: [],
      learningHours: null,
      displayed: false,
    };
    expect((await admin.post(`/json/course/update/setGeneralSettings/${course.path}`, general)).status).toBe(
      200,
    );
    const after = outcomesIn(await outcomeCall(admin, 'getOutcomes', course.path));
    expect(after.outcomes.map((outcome) => outcome.text)).toEqual(['Second', 'First', 'Third']);
    expect(after.outcomes.slice(0, 2).map((outcome) => outcome.id)).toEqual([second, first]);
  });

  it('keeps one outcome at least and twenty at most', async () => {
    const { course } = await buildCourse(testApp);
    const [only] = await giveOutcomes(testApp, course.id, ['Only one']);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const last = await outcomeCall(admin, 'removeOutcome', course.path, { outcomeId: only });
    expect(last.status).toBe(409);
    expect(last.body.reasonCode).toEqual({ code: 'outcome.last' });

    await giveOutcomes(
      testApp,
      course.id,
      Array.from({ length: 20 }, (_, index) => `Outcome ${index + 1}`),
    );
    const full = await outcomeCall(admin, 'addOutcome', course.path, { text: 'One more' });
    expect(full.status).toBe(409);
    expect(full.body.reasonCode).toEqual({ code: 'outcome.full', params: { max: 20 } });
  });

  it('refuses bad input with a reason per field, never a 500', async () => {
    const { course } = await buildCourse(testApp);
    const [outcome] = await giveOutcomes(testApp, course.id, ['One', 'Two']);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const blank = await outcomeCall(admin, 'addOutcome', course.path, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ text: 'Write each outcome in 1 to 300 characters.' });
    expect(
      (await outcomeCall(admin, 'addOutcome', course.path, { text: 'x'.repeat(301) })).body.fieldCodes,
    ).toEqual({
      text: { code: 'course.outcome', params: { max: 300 } },
    });
    const badMove = await outcomeCall(admin, 'moveOutcome', course.path, {
      outcomeId: 'first',
      position: -1,
    });
    expect(badMove.status).toBe(400);
    expect(badMove.body.fields).toEqual({
      outcomeId: 'Choose outcomes of this course, each once.',
      position: 'Give a position of 0 or more.',
    });
    const badSwitch = await outcomeCall(admin, 'setAlignmentVisibility', course.path, {
      alignmentVisibility: 'yes',
    });
    expect(badSwitch.body.fieldCodes).toEqual({ alignmentVisibility: { code: 'outcome.visibility' } });
    // An outcome of another course, or one removed meanwhile, is not found.
    const other = await buildCourse(testApp);
    const [theirs] = await giveOutcomes(testApp, other.course.id, ['Theirs']);
    const foreign = await outcomeCall(admin, 'editOutcome', course.path, { outcomeId: theirs, text: 'Mine' });
    expect(foreign.status).toBe(404);
    expect(
      (await outcomeCall(admin, 'moveOutcome', course.path, { outcomeId: outcome, position: 99 })).status,
    ).toBe(200);
  });

  it('is not found to those who do not see the course, refused to its other readers; a visitor signs in', async () => {
    const { course } = await buildCourse(testApp);
    const [outcome] = await giveOutcomes(testApp, course.id, ['One', 'Two']);
    const cohort = await buildClass(testApp, course.id);
    const facilitator = await enrolledAgent(testApp, cohort.id, { staff: true });
    const learner = await enrolledAgent(testApp, cohort.id);
    const stranger = await courseAgent(testApp, null);
    const promoter = await courseAgent(testApp, course.path, 'course promo admin');
    const calls: Array<[string, object | undefined]> = [
      ['getOutcomes', undefined],
      ['addOutcome', { text: 'Three' }],
      ['editOutcome', { outcomeId: outcome, text: 'Changed' }],
      ['moveOutcome', { outcomeId: outcome, position: 1 }],
      ['removeOutcome', { outcomeId: outcome }],
      ['setAlignmentVisibility', { alignmentVisibility: true }],
    ];
    for (const [method, body] of calls) {
      for (const agent of [facilitator.agent, learner.agent, stranger]) {
        expect((await outcomeCall(agent, method, course.path, body)).status).toBe(404);
      }
      expect((await outcomeCall(promoter, method, course.path, body)).status).toBe(403);
      expect((await outcomeCall(freshAgent(testApp.app), method, course.path, body)).status).toBe(401);
    }
    const staff = await courseAgent(testApp, null, null, { isStaff: true });
    expect((await outcomeCall(staff, 'getOutcomes', course.path)).status).toBe(200);
    expect(await storedOutcomes(course.id)).toEqual(['One', 'Two']);
  });

  it('lists 2 outcomes or 20, aligned or not, with the same queries', async () => {
    const made = await buildQuizCourse(testApp);
    await giveOutcomes(testApp, made.course.id, ['One', 'Two']);
    const admin = await courseAgent(testApp, made.course.path, 'administrator');
    const few = await queries.count(() => outcomeCall(admin, 'getOutcomes', made.course.path));
    const ids = await giveOutcomes(
      testApp,
      made.course.id,
      Array.from({ length: 20 }, (_, index) => `Outcome ${index}`),
    );
    await alignInTable(testApp, made.blocks.choice.id, ids);
    await alignInTable(testApp, made.blocks.text.id, ids.slice(0, 5));
    const many = await queries.count(() => outcomeCall(admin, 'getOutcomes', made.course.path));
    expect(many).toBe(few);
  });
});

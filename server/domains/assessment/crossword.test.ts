import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../../../common/api/page-layout';
import type { PageQuizzes, QuizState } from '../../../common/api/quiz';
import type { CrosswordGrid } from '../../../common/domain/quiz/crossword-grid';
import { WRITTEN_CROSSWORD } from '../../../common/domain/quiz/crossword-test-setup';
import type { TestAgent } from '../../test/app';
import { enrolledAgent } from '../../test/course-fixtures';
import { buildClass } from '../../test/factories';
import { editedPage, layoutUpdate } from '../../test/layout-test-kit';
import { setUpTestApp } from '../../test/set-up-test-app';

const testApp = setUpTestApp();

const setup = {
  ...WRITTEN_CROSSWORD,
  maxAttempts: 2,
  // A grid sent by the browser is never trusted: the server lays the grid out itself.
  grid: { width: 1, height: 1, words: [{ id: 'p', number: 1, direction: 'across', row: 0, col: 0 }] },
};
const LETTERS = /PERSONA|SEARCHENGINE|BASELINE|search engine|Persona|base-?line/;

/** A page with a crossword its editor added, a class, and a learner of it who has read the page. */
async function crosswordPage() {
  const { course, pageId, editor, sectionId } = await editedPage(testApp);
  const added = await layoutUpdate(editor, 'addBlock', pageId, {
    sectionId,
    index: 0,
    widgetType: 'crossword',
    setupData: setup,
  });
  expect(added.status).toBe(200);
  const block = (added.body.result as PageLayout).sections[0]!.blocks[0]!;
  const cohort = await buildClass(testApp, course.id);
  const { agent } = await enrolledAgent(testApp, cohort.id);
  const page = await agent.get(`/json/course/read/getPage/${course.path}?pagePath=p`);
  expect(page.status).toBe(200);
  return { course, pageId, editor, block, cohort, learner: agent, pageBody: JSON.stringify(page.body) };
}

const answer = (
  agent: TestAgent,
  blockId: string,
  cohortPath: string,
  words: unknown,
  submissionId: string,
) =>
  agent.post(`/json/quiz/update/submitQuiz/${blockId}`, {
    cohortPath,
    submissionData: { submissionId, answers: { words } },
    scratchpadData: null,
  });

describe('a crossword block', () => {
  it('is laid out by the server on saving, whatever grid the editor sent, and again on each change', async () => {
    const { pageId, editor, block } = await crosswordPage();
    const grid = block.setupData.grid as CrosswordGrid;
    expect(grid.words.map((word) => [word.id, word.length]).sort()).toEqual([
      ['b', 8],
      ['p', 7],
      ['s', 12],
    ]);
    // The longest goes across first.
    expect(grid.words.find((word) => word.id === 's')).toMatchObject({ direction: 'across' });

    const changed = await layoutUpdate(editor, 'updateBlock', pageId, {
      blockId: block.id,
      setupData: {
        ...block.setupData,
        answerKey: {
          entries: [
            ...setup.answerKey.entries.slice(0, 2),
            { id: 'f', clue: 'Narrowing stages', answer: 'funnel' },
          ],
        },
      },
    });
    expect(changed.status).toBe(200);
    const saved = (changed.body.result as PageLayout).sections[0]!.blocks[0]!.setupData.grid as CrosswordGrid;
    expect(saved.words.map((word) => word.id).sort()).toEqual(['f', 'p', 's']);
    expect(saved.words.find((word) => word.id === 'f')).toMatchObject({
      length: 6,
      clue: 'Narrowing stages',
    });
  });

  it('refuses a setup without enough clues or with a short answer, with a reason per field', async () => {
    const { pageId, editor, block } = await crosswordPage();
    const reply = await layoutUpdate(editor, 'updateBlock', pageId, {
      blockId: block.id,
      setupData: { ...setup, answerKey: { entries: [{ id: 'p', clue: 'A clue', answer: 'P' }] } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      'setupData.answerKey.entries': 'Give from 2 to 30 clues, each once.',
      'setupData.answerKey.entries.0.answer': 'Give each answer from 2 to 20 letters or digits.',
    });
  });

  it('gives a learner the grid and the clues, never the answers, and marks their words on the server', async () => {
    const { block, cohort, learner, pageBody, pageId } = await crosswordPage();
    expect(pageBody).toContain('Where customers type their questions');
    expect(pageBody).not.toMatch(LETTERS);
    expect(pageBody).not.toContain('answerKey');

    const first = await answer(
      learner,
      block.id,
      cohort.path,
      { p: 'persona', s: 'SEARCH ENGIN', b: 'BASELINE' },
      'crossword-1',
    );
    expect(first.status).toBe(200);
    const state = first.body.result as QuizState;
    expect(state.attempts[0]!.mark).toMatchObject({ score: 2, maxScore: 3, rightParts: ['p', 'b'] });
    // An attempt is left: no word is given away.
    expect(state.rightAnswers).toBeNull();
    expect(JSON.stringify(first.body).replace('"persona"', '').replace('"BASELINE"', '')).not.toMatch(
      LETTERS,
    );
    const quizzes = await learner.get(
      `/json/quiz/lookup/pageQuizzes?pageId=${pageId}&cohortPath=${cohort.path}`,
    );
    expect(
      JSON.stringify((quizzes.body.result as PageQuizzes).quizzes.map((quiz) => quiz.rightAnswers)),
    ).toBe('[null]');

    const last = (await answer(learner, block.id, cohort.path, { s: 'SEARCHENGINE' }, 'crossword-2')).body
      .result as QuizState;
    expect(last.attempts[1]!.mark).toMatchObject({ score: 1, rightParts: ['s'] });
    expect(last).toMatchObject({ attemptsLeft: 0, score: 2 });
    expect(last.rightAnswers).toEqual({
      kind: 'words',
      words: { p: 'PERSONA', s: 'SEARCHENGINE', b: 'BASELINE' },
    });
  });

  it('refuses answers of the wrong shape, an unknown word, too many letters or a huge one, per field', async () => {
    const { block, cohort, learner } = await crosswordPage();
    const refused = async (words: unknown) => {
      const reply = await answer(
        learner,
        block.id,
        cohort.path,
        words,
        `refused-${Math.random()}`.replace('.', ''),
      );
      expect(reply.status).toBe(400);
      return reply.body.fields;
    };
    expect(await refused(['PERSONA'])).toEqual({
      'submissionData.answers.words': 'Send the answers this question takes.',
    });
    expect(await refused({ q: 'AB' })).toEqual({
      'submissionData.answers.words': 'Answer only the parts this question has.',
    });
    const tooLong = 'Type at most one letter or digit in each square of this word.';
    expect(await refused({ p: 'PERSONAS' })).toEqual({ 'submissionData.answers.words.p': tooLong });
    expect(await refused({ b: 'x'.repeat(200_000) })).toEqual({ 'submissionData.answers.words.b': tooLong });
  });
});

import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { MARKED_WIDGETS } from '../../../common/domain/quiz/quiz-widgets';
import { SUBMISSION_WIDGET_TYPES } from '../../../common/domain/widgets';
import { blocks } from '../../db/schema';

const QUIZ_TYPES = Object.keys(MARKED_WIDGETS);

/**
 * The blocks learners answer (common/domain/widgets.ts isAnswerableBlock) as a condition on
 * `blocks`: the quiz widgets of `quizTypes` (all of them unless told), and the file and media
 * recording blocks in submission mode.
 */
export function answerableBlocks(quizTypes: readonly string[] = QUIZ_TYPES): SQL {
  return or(
    inArray(blocks.widgetType, [...quizTypes]),
    and(
      inArray(blocks.widgetType, [...SUBMISSION_WIDGET_TYPES]),
      sql`${blocks.setupData}->>'submission' = 'true'`,
    ),
  )!;
}

/** Where an answerable block's setup asks: a quiz's question, a file's description, a recording's prompt. */
const QUESTION_FIELDS = ['question', 'description', 'prompt'] as const;

/** What an answerable block asks of learners (QUESTION_FIELDS), or ''. */
export function questionTextOf(setupData: Record<string, unknown>): string {
  const asked = QUESTION_FIELDS.map((field) => setupData[field]).find((text) => typeof text === 'string');
  return typeof asked === 'string' ? asked : '';
}

/** questionTextOf as a column of a select over `blocks`. */
export const questionTextColumn = sql<string>`coalesce(${sql.join(
  QUESTION_FIELDS.map((field) => sql`${blocks.setupData}->>${sql.raw(`'${field}'`)}`),
  sql`, `,
)}, '')`;

import { reasonText } from '../../../reasons';
import { WIDGET_SETUP } from '../../widget-setup';
import { QuestionFileFailure } from '../question-file-failure';
import type { ImportProblem, ImportReport } from './imported-question';
import type { ImportSetup } from './setup-common';

/** Where a question stands in its file and what the file says of it beside its setup. */
export interface QuestionPlace {
  index: number;
  line: number | null;
  name: string | null;
  tags: string[];
}

/**
 * Add one question of a file to `report`: its setup as `build` makes it when its widget's stored
 * schema accepts it, else a problem with the reason `build` or the schema gives (the schema's first).
 */
export function addQuestion(report: ImportReport, place: QuestionPlace, build: () => ImportSetup): void {
  try {
    const { widgetType, setup } = build();
    const checked = WIDGET_SETUP[widgetType].safeParse(setup);
    if (!checked.success) {
      throw new QuestionFileFailure('quiz.import.invalid', {
        detail: checked.error.issues[0]?.message ?? '',
      });
    }
    report.questions.push({ ...place, widgetType, setupData: checked.data });
  } catch (error) {
    if (!(error instanceof QuestionFileFailure)) throw error;
    const { index, line, name } = place;
    report.problems.push({ index, line, name, code: error.code, reason: error.message });
  }
}

/** The one problem of a file that holds no question. */
export function emptyFileProblem(): ImportProblem {
  return {
    index: 0,
    line: null,
    name: null,
    code: 'quiz.import.empty',
    reason: reasonText('quiz.import.empty'),
  };
}

import { defineModule } from '../../modules/module';
import { gradebookMethods } from './gradebook.rpc';
import { questionbankResource } from './questionbank.rpc';
import { quizResource } from './quiz.rpc';

/** Assessment: quiz blocks answered and marked (on the server, or by a teacher), question banks, and the gradebook. */
export const assessmentModule = defineModule({
  name: 'assessment',
  resources: [quizResource, questionbankResource],
  extensions: { course: gradebookMethods },
});

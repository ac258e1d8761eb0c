import { defineModule } from '../../modules/module';
import { gradebookMethods } from './gradebook.rpc';
import { quizResource } from './quiz.rpc';

/** Assessment: quiz blocks answered and marked (on the server, or by a teacher), and the gradebook. */
export const assessmentModule = defineModule({
  name: 'assessment',
  resources: [quizResource],
  extensions: { course: gradebookMethods },
});

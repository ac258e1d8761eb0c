import { defineModule } from '../../modules/module';
import { quizResource } from './quiz.rpc';

/** Assessment: quiz blocks answered and marked on the server. */
export const assessmentModule = defineModule({
  name: 'assessment',
  resources: [quizResource],
});

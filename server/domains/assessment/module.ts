import { defineModule } from '../../modules/module';
import { mergeMethods } from '../../rpc/method';
import { blockAlignmentMethods, questionAlignmentMethods } from './alignment.rpc';
import { assessmentResource } from './assessment.rpc';
import { assessmentReportResource } from './assessment-report.rpc';
import { seedDemoExam } from './demo-exam';
import { seedDemoMarking } from './demo-marking';
import { seedDemoOutcomes } from './demo-outcomes';
import { examResource } from './exam.rpc';
import { examTimeUpJob } from './exam-time-up-job';
import { gradebookMethods } from './gradebook.rpc';
import { gradebookExportJob } from './gradebook-export';
import { registerGradebookExportRoutes } from './gradebook-export-routes';
import { outcomeMethods } from './outcomes.rpc';
import { questionImportJob } from './question-import-job';
import { questionbankResource } from './questionbank.rpc';
import { quizResource } from './quiz.rpc';
import { registerSubmissionRoutes } from './submission-routes';

/** Assessment: quiz blocks answered and marked (on the server, or by a teacher), question banks, timed exams, assessment designs and the marking queue, the gradebook (with its CSV export) and assessment reports. */
export const assessmentModule = defineModule({
  name: 'assessment',
  resources: [quizResource, questionbankResource, examResource, assessmentResource, assessmentReportResource],
  jobs: [questionImportJob, examTimeUpJob, gradebookExportJob],
  routes: async (app, deps) => {
    await registerGradebookExportRoutes(app, deps);
    await registerSubmissionRoutes(app, deps);
  },
  seed: async (db, logger) => {
    await seedDemoExam(db, logger);
    await seedDemoMarking(db, logger);
    await seedDemoOutcomes(db, logger);
  },
  extensions: {
    course: mergeMethods(gradebookMethods, outcomeMethods),
    quiz: blockAlignmentMethods,
    questionbank: questionAlignmentMethods,
  },
});

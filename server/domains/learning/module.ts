import { defineModule } from '../../modules/module';
import { registerBlockResponseRoutes } from './block-response-routes';
import { seedDemoClasses } from './demo-classes';
import { seedDemoInvitations } from './demo-invitations';
import { forwardLearningTimeJob } from './forward-learning-time-job';
import { learningTimeEndpoints } from './learning-time.rpc';
import { metricsEndpoints } from './metrics.rpc';
import { pageLeaveRetentionJob } from './page-leave-retention-job';
import { pageReadMethods } from './page-read.rpc';
import { progressResource } from './progress.rpc';
import { studentExportJob } from './student-export';
import { studentMethods } from './students.rpc';
import { registerStudentExportRoutes } from './students-routes';

/** Learning: reading course pages, progress, the students list, learning time and metrics. */
export const learningModule = defineModule({
  name: 'learning',
  resources: [progressResource],
  extensions: { course: pageReadMethods, cohort: studentMethods },
  endpoints: [...metricsEndpoints, ...learningTimeEndpoints],
  routes: async (app, deps) => {
    registerStudentExportRoutes(app, deps);
    await registerBlockResponseRoutes(app, deps);
  },
  jobs: [forwardLearningTimeJob, studentExportJob, pageLeaveRetentionJob],
  seed: async (db, logger) => {
    await seedDemoClasses(db, logger);
    await seedDemoInvitations(db);
  },
});

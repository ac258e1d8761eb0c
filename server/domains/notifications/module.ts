import { onHook } from '../../modules/hook';
import { defineModule } from '../../modules/module';
import { workMarked } from '../assessment';
import { enrolmentApproved } from '../classes';
import { commentCreated, kudosGiven, postCreated } from '../social';
import { onWorkMarked } from './assessment-notifications';
import { onEnrolmentApproved } from './class-notifications';
import { fanOutJob } from './fan-out-job';
import { notificationMailJob } from './mail-jobs';
import { notificationResource } from './notification.rpc';
import { registerNotificationRedirect } from './redirect-route';
import { registerNotificationService } from './service-routes';
import { onCommentCreated, onKudosGiven, onPostCreated } from './social-notifications';
import { registerNotificationStream } from './stream-routes';

/**
 * Notifications: what social and classes tell people (comments, replies, mentions, kudos, posts on
 * followed pages, announcements, approved enrolments), their list and live stream, the redirect,
 * the token service of spec §7, and mail (immediately or a daily digest).
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  resources: [notificationResource],
  routes: (app, deps) => {
    registerNotificationService(app, deps);
    registerNotificationRedirect(app, deps);
    registerNotificationStream(app, deps);
  },
  jobs: [fanOutJob, notificationMailJob],
  hooks: [
    onHook(postCreated, onPostCreated),
    onHook(commentCreated, onCommentCreated),
    onHook(kudosGiven, onKudosGiven),
    onHook(enrolmentApproved, onEnrolmentApproved),
    onHook(workMarked, onWorkMarked),
  ],
});

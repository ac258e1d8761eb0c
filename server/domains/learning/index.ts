// The public face of learning: what the composition may use.

export { type BlockMark, markBlockDone, markBlocksDone } from './block-completion';
export { recomputeCourseProgress } from './course-progress';
export {
  DEMO_ENROLMENTS,
  DEMO_EXTRA_CLASSES,
  DEMO_LEARNER_EMAIL,
  DEMO_OPEN_COURSE,
  DEMO_SCHEDULED_COURSE,
} from './demo-classes';
export { DEMO_CLASS_INVITATIONS, DEMO_STAFF_INVITATIONS } from './demo-invitations';
export { learningModule } from './module';
export { progressPercent } from './progress-rules';
export { exportPercentage } from './student-export';

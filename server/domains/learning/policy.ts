import { isLocked, pageSchedule } from '../../../common/domain/page-schedule';
import { isAnswerableBlock, isSubmissionBlock } from '../../../common/domain/widgets';
import { reasonText } from '../../../common/reasons';
import type { Actor } from '../../rpc/actor';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, type Refusal, refuse, type Verdict, whenSignedIn } from '../../rpc/policy';
import {
  type ClassAccessFacts,
  courseAccess,
  isCourseVisible,
  type LoadedClass,
  learnerStart,
  mayTeachClass,
  teachClass,
} from '../classes';
import { sectionsVisibleTo } from '../content';
import type { LearnerBlock } from './block-completion';
import type { LearnerClasses } from './course-activity';
import type { LearningTimeEvents } from './learning-time-target';

// Who may do what with learning (spec §3 Page, Progress; §4 learning time), each rule whole: the
// targets are loaded with what the caller is to them, so no policy needs a query of its own.

/** English reasons of the learning refusals. */
export const PROGRESS_REASONS = {
  learnersOnly: 'Only learners of this course mark blocks as done.',
  notContributor: 'This block does not count towards progress.',
  notRecording: 'Only a media recording block takes a recorded response.',
  handedIn: 'This recording block takes work handed in for marking, not a response.',
  pageLocked: 'This page has not opened yet.',
  notYours: 'Learning time is recorded for the signed-in user only.',
} as const;

const notFound: Refusal = refuse('not_found', REASONS.notFound);

/** Teach a class's students (list, export): the class's managers and facilitators (a class unseen is not found). */
export const teachStudents = teachClass;

/**
 * The class whose activity the caller may see: their own first (as a learner of the course), or
 * for a teacher of a class the learner is in, that class; undefined for anyone else.
 */
export function viewableClass(actor: Actor, loaded: LearnerClasses) {
  if (loaded.learnerId === actor.userId) return loaded.classes[0];
  return loaded.classes.find((candidate) => mayTeachClass(actor, candidate.cohort));
}

/**
 * See a learner's course activity: the learner, and the teachers of a class they learn in. Anyone
 * else is told it does not exist, so a stranger learns nothing of who learns where.
 */
export const seeCourseActivity = whenSignedIn((actor, loaded: LearnerClasses) =>
  viewableClass(actor, loaded) ? true : notFound,
);

/**
 * Work with a block as a learner: a learner of an open class of its course, on a page open in their
 * schedule, for a block shared with learners. A block of a course the caller has nothing to do
 * with, or one hidden from learners, does not exist for them; other readers (course roles, staff,
 * facilitators) are refused.
 */
function asLearner(actor: Actor, block: LearnerBlock): Verdict {
  const reader = block.classAccess !== null || block.courseRole !== null || isStaffActor(actor);
  if (!reader) return notFound;
  const start = learnerStart(block);
  if (start === null) return refuse('forbidden', PROGRESS_REASONS.learnersOnly);
  const now = new Date();
  const asRead = { id: block.id, widgetType: '', setupData: {}, settings: block.settings };
  const section = { id: '', settings: {}, blocks: [{ ...asRead, isProgressContributor: true }] };
  const [visible] = sectionsVisibleTo([section], false, now);
  if (visible!.blocks.length === 0) return notFound;
  if (isLocked(pageSchedule(start, block.unlockAfterDays, null).unlocksAt, now)) {
    return refuse('forbidden', PROGRESS_REASONS.pageLocked);
  }
  return true;
}

/** Mark a block done or not done: a learner (asLearner), for a block that counts towards progress. */
export const markBlock = whenSignedIn((actor, block: LearnerBlock): Verdict => {
  const verdict = asLearner(actor, block);
  if (verdict !== true) return verdict;
  // A quiz (or work handed in) is done by submitting it (assessment's submitQuiz), never by a button.
  if (isAnswerableBlock(block)) return refuse('bad_request', reasonText('quiz.notMarkedDone'));
  return block.isProgressContributor ? true : refuse('bad_request', PROGRESS_REASONS.notContributor);
});

/**
 * Respond to a media recording block (record or upload, read one's own response): a learner
 * (asLearner). One in submission mode takes recordings handed in for marking instead (assessment).
 */
export const respondToBlock = whenSignedIn((actor, block: LearnerBlock): Verdict => {
  const verdict = asLearner(actor, block);
  if (verdict !== true) return verdict;
  if (block.widgetType !== 'media_recording') return refuse('bad_request', PROGRESS_REASONS.notRecording);
  return isSubmissionBlock(block) ? refuse('bad_request', PROGRESS_REASONS.handedIn) : true;
});

/** The classes of a course the caller teaches (manages, or facilitates). */
export const taughtClasses = (actor: Actor, classes: readonly LoadedClass[]) =>
  classes.filter((cohort) => mayTeachClass(actor, cohort));

/** List the responses to a block: a teacher of a class of its course; anyone else is told it does not exist. */
export const teachBlockResponses = whenSignedIn((actor, classes: LoadedClass[]) =>
  taughtClasses(actor, classes).length > 0 ? true : notFound,
);

/**
 * Read a learner's response to a block: the learner, and the teachers of a class they learn in
 * (the rule of their course activity); anyone else is told it does not exist.
 */
export const readBlockResponse = seeCourseActivity;

/**
 * Record learning time: the signed-in user's own, on pages of courses they may read (classes'
 * course access rule, as the pages themselves) that are in the course's outline; each event in turn.
 */
export const recordOwnLearningTime = whenSignedIn((actor, loaded: LearningTimeEvents): Verdict => {
  for (const { event, target } of loaded) {
    if (event.userId !== actor.userId) return refuse('forbidden', PROGRESS_REASONS.notYours);
    if (!target) return notFound;
    // Access first, so whether a page exists is told only to those who may read the course; a
    // hidden course is not found by those who cannot see it.
    const access = courseAccess(actor, target.courseRole, target);
    if (access !== true)
      return isCourseVisible(actor, { ...target, actorRole: target.courseRole }) ? access : notFound;
    if (!target.pageInOutline) return notFound;
  }
  return true;
});

/**
 * Is the reader kept out of a page restricted to a group type (spec §3 Page `pageGroupType`, §6)?
 * Platform staff, the course's roles (its editors and administrators) and the teachers of its
 * classes (an open class they are in but not as a plain learner) never are; anyone else reads it
 * only as an active member of a group of that type in their class (`userCohortGroups`). The
 * refusal is 403 `group_required`, its reason the §6 sentence with the type in it.
 */
export function pageGroupRefusal(
  actor: Actor,
  course: Pick<ClassAccessFacts, 'classAccess' | 'learnerClass'> & { actorRole: string | null },
  page: { pageGroupType: string | null; userCohortGroups: readonly string[] },
): Refusal | null {
  const groupType = page.pageGroupType;
  if (groupType === null || isStaffActor(actor) || course.actorRole !== null) return null;
  const teacher = actor.userId !== null && course.classAccess === 'open' && course.learnerClass === null;
  if (teacher || page.userCohortGroups.includes(groupType)) return null;
  return refuse('group_required', reasonText('group.required', { groupType }));
}

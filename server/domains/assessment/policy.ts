import { OUTCOME_REASONS } from '../../../common/api/outcomes';
import type { CourseRole } from '../../../common/domain/course-classification';
import { canWriteCourse } from '../../../common/domain/course-permissions';
import { isLocked, pageSchedule, type ScheduleStart } from '../../../common/domain/page-schedule';
import { isAnswerableBlock } from '../../../common/domain/widgets';
import { reasonText } from '../../../common/reasons';
import type { Actor } from '../../rpc/actor';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, type Refusal, refuse, type Verdict, whenSignedIn } from '../../rpc/policy';
import { type LoadedClass, mayTeachClass } from '../classes';
import { isSharedWithReaders } from '../content';
import { designCourse, seeCourse } from '../courses';
import type { AlignedBlock } from './block-alignment';
import type { BlockWithClasses } from './class-results';
import type { LoadedDesign } from './designs';
import type { DesignedExam, ExamInClass } from './exam-target';
import type { AttemptToMark } from './mark-attempt';
import type { LoadedBank } from './question-banks';
import type { QuizBlock, QuizClass, QuizPage } from './quiz-target';
import type { FileToRead } from './submission-files';

// Who may answer quizzes and read their own attempts (spec §7 submitQuiz), each rule whole: the
// page or block is loaded with the caller's standing in the class the call names (quiz-target.ts).

const notFound: Refusal = refuse('not_found', REASONS.notFound);

/** Where a learner's page schedule starts in `cohort` (null before they have a start). */
export function classStart(cohort: QuizClass): ScheduleStart | null {
  return cohort.startMs === null ? null : { at: new Date(Number(cohort.startMs)), timeZone: cohort.timeZone };
}

/**
 * A learner of the named class, which must be of the page's course and not ended, on a page open
 * in their schedule and, where the page is restricted to a group type, in a group of that type
 * (403 `group_required` with the §6 sentence, as the page itself). Someone with nothing to do with
 * the course, or naming a class that is not the course's, is told nothing exists; its other
 * readers (course roles, staff, facilitators) are refused.
 */
function asLearnerOfClass(actor: Actor, page: QuizPage, now: Date): Verdict {
  const reader = page.classAccess !== null || page.courseRole !== null || isStaffActor(actor);
  if (!reader || page.cohort === null) return notFound;
  if (!page.cohort.learner) return refuse('forbidden', reasonText('quiz.learnersOnly'));
  if (page.cohort.ended) return refuse('class_ended', reasonText('quiz.classEnded'));
  const { unlocksAt } = pageSchedule(classStart(page.cohort), page.unlockAfterDays, null);
  if (isLocked(unlocksAt, now)) return refuse('forbidden', reasonText('progress.pageLocked'));
  return page.inPageGroup || page.pageGroupType === null
    ? true
    : refuse('group_required', reasonText('group.required', { groupType: page.pageGroupType }));
}

/** Read one's own quiz attempts on a page: a learner of the named class (asLearnerOfClass). */
export const readOwnQuizzes = whenSignedIn((actor, page: QuizPage) =>
  asLearnerOfClass(actor, page, new Date()),
);

/**
 * Answer a quiz block (submit, keep a scratchpad, upload work to hand in): a learner of the named
 * class (asLearnerOfClass), for a block shared with learners that learners answer (a quiz widget,
 * or a file or media recording block in submission mode: isAnswerableBlock).
 */
export const answerQuiz = whenSignedIn((actor, block: QuizBlock): Verdict => {
  const now = new Date();
  const verdict = asLearnerOfClass(actor, block, now);
  if (verdict !== true) return verdict;
  if (!isSharedWithReaders(block, now)) return notFound;
  return isAnswerableBlock(block) ? true : refuse('bad_request', reasonText('quiz.notQuiz'));
});

/** The classes of the loaded course that the caller teaches (manages, or facilitates). */
export const taughtClasses = (actor: Actor, classes: readonly LoadedClass[]) =>
  classes.filter((cohort) => mayTeachClass(actor, cohort));

/**
 * Read a quiz block's results: a teacher of a class of its course, who sees those classes' learners
 * only; anyone else is told it does not exist.
 */
export const readClassResults = whenSignedIn((actor, loaded: BlockWithClasses): Verdict => {
  if (taughtClasses(actor, loaded.classes).length === 0) return notFound;
  return isAnswerableBlock(loaded.block) ? true : refuse('bad_request', reasonText('quiz.notQuiz'));
});

/**
 * Mark an attempt, or return it: a teacher of the class it was made in, while its block is one
 * learners answer (a submission block switched back to plain content is not marked); anyone else
 * is told it does not exist.
 */
export const markClassAttempt = whenSignedIn((actor, loaded: AttemptToMark) =>
  mayTeachClass(actor, loaded.cohort) && isAnswerableBlock(loaded.block) ? true : notFound,
);

/**
 * Read a handed-in file: the learner who uploaded it, and the teachers of a class they handed it in
 * to (markClassAttempt's rule); anyone else is told it does not exist.
 */
export const readSubmittedFile = whenSignedIn((actor, loaded: FileToRead) =>
  loaded.learnerId === actor.userId || loaded.handedInTo.some((cohort) => mayTeachClass(actor, cohort))
    ? true
    : notFound,
);

/** A course and its classes, each with what the caller is to them (the gradebook's target). */
export interface CourseWithClasses {
  course: { id: string; myRole: string | null };
  classes: LoadedClass[];
}

/**
 * The classes whose learners the caller sees in a course's gradebook: every class for the course's
 * administrators and design admins and platform staff; the classes they teach for facilitators and
 * class administrators.
 */
export function gradebookClasses(actor: Actor, { course, classes }: CourseWithClasses): LoadedClass[] {
  return isStaffActor(actor) || canWriteCourse(course.myRole) ? classes : taughtClasses(actor, classes);
}

/** Read a course's gradebook: who sees some of its classes (gradebookClasses) or writes the course; anyone else is told it does not exist. */
export const readGradebook = whenSignedIn((actor, loaded: CourseWithClasses) =>
  isStaffActor(actor) || canWriteCourse(loaded.course.myRole) || gradebookClasses(actor, loaded).length > 0
    ? true
    : notFound,
);

/** The caller's class of the course as a learner: their active, non-staff enrolment (one running class a course). */
export const learnerClassOf = (classes: readonly LoadedClass[]) =>
  classes.find((cohort) => cohort.enrolment?.status === 'active' && !cohort.enrolment.staff);

/**
 * Read a class's assessment report: who sees the class in its course's gradebook (gradebookClasses:
 * its teachers, the course's writers, platform staff); anyone else is told it does not exist.
 */
export const readClassReport = whenSignedIn((actor, cohort: LoadedClass) =>
  isStaffActor(actor) || canWriteCourse(cohort.courseRole) || mayTeachClass(actor, cohort) ? true : notFound,
);

/** Read one's own grades in a course: a learner of one of its classes; anyone else is told it does not exist. */
export const readOwnGrades = whenSignedIn((_actor, loaded: CourseWithClasses) =>
  learnerClassOf(loaded.classes) ? true : notFound,
);

/** Work with a question bank: its course's administrators and design admins, and platform staff; anyone else is told it does not exist. */
export const designBank = whenSignedIn((actor, bank: LoadedBank) =>
  isStaffActor(actor) || canWriteCourse(bank.myRole) ? true : notFound,
);

/** Work with an assessment design: its course's administrators and design admins, and platform staff; anyone else is told it does not exist. */
export const designAssessment = whenSignedIn((actor, loaded: LoadedDesign) =>
  isStaffActor(actor) || canWriteCourse(loaded.myRole) ? true : notFound,
);

/** Set up an exam, or release its results: its course's administrators and design admins, and platform staff; anyone else is told it does not exist. */
export const designExam = whenSignedIn((actor, loaded: DesignedExam) =>
  isStaffActor(actor) || canWriteCourse(loaded.myRole) ? true : notFound,
);

/**
 * Take an exam (read it, start, save, submit): a learner of the named class, which must be of the
 * exam's course and not ended. Someone with nothing to do with the course, or naming a class of
 * another course, is told nothing exists; its other readers are refused.
 */
export const takeExam = whenSignedIn((actor, loaded: ExamInClass): Verdict => {
  const reader = loaded.classAccess !== null || loaded.courseRole !== null || isStaffActor(actor);
  if (!reader || loaded.cohort === null) return notFound;
  if (!loaded.cohort.learner) return refuse('forbidden', reasonText('exam.learnersOnly'));
  return loaded.cohort.ended ? refuse('class_ended', reasonText('exam.closed')) : true;
});

/**
 * Keep a course's outcomes and whether learners see their attainment: as its other settings
 * (designCourse); someone who does not see the course is told it does not exist.
 */
export const designOutcomes = whenSignedIn(
  (actor, course: { myRole: CourseRole | null; displayed: boolean }): Verdict =>
    seeCourse(actor, course) ? designCourse(actor, course) : notFound,
);

/**
 * Align a block to outcomes: its course's writers and platform staff, for a block learners answer
 * (a quiz, or a submission block); anyone else is told it does not exist.
 */
export const alignOutcomes = whenSignedIn((actor, block: AlignedBlock): Verdict => {
  if (!isStaffActor(actor) && !canWriteCourse(block.myRole)) return notFound;
  return isAnswerableBlock(block) ? true : refuse('bad_request', reasonText('quiz.notQuiz'));
});

/**
 * Read one's own attainment of a course's outcomes: a learner of one of its classes (readOwnGrades),
 * when the course shows attainment to learners (403 otherwise).
 */
export const readOwnAttainment = whenSignedIn(
  (actor, loaded: CourseWithClasses & { course: { alignmentVisibility: boolean } }): Verdict => {
    const verdict = readOwnGrades(actor, loaded);
    if (verdict !== true) return verdict;
    return loaded.course.alignmentVisibility ? true : refuse('forbidden', OUTCOME_REASONS.hidden);
  },
);

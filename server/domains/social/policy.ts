import { canAdministerCourse } from '../../../common/domain/course-permissions';
import { isLocked, pageSchedule } from '../../../common/domain/page-schedule';
import { reasonText } from '../../../common/reasons';
import type { Actor, SignedInActor } from '../../rpc/actor';
import { REASONS } from '../../rpc/app-error';
import { isStaffActor, type Refusal, refuse, type Verdict, whenSignedIn } from '../../rpc/policy';
import { type LoadedClass, mayTeachClass } from '../classes';
import { isSharedWithReaders } from '../content';
import type { AnnouncementTarget } from './announcement-target';
import { type SocialClass, scheduleStartIn } from './class-standing';
import type { CommentPlace, LoadedComment, PageInClass } from './comment-target';
import type { GroupClass, LoadedGroup } from './group-target';
import type { PortfolioPostTarget } from './portfolio-target';
import type { PostBlock } from './post-block';
import type { LoadedPost } from './post-target';
import { othersPostsFor, sharingOf } from './post-visibility';
import type { LoadedReport } from './report-target';

// Who may do what with posts, feeds, comments and kudos (spec §3 Post, comment; §6), each rule
// whole: every target is loaded with the caller's course role and standing in the class concerned
// (class-standing.ts), so no rule needs a query. A stranger, or a member of another class, is told
// that what they name does not exist; members of the class are told why they may not.

const notFound: Refusal = refuse('not_found', REASONS.notFound);

/**
 * Does the caller see everything of the class's social life (every post, hidden ones too, and may
 * remove any post or comment): platform staff, the course's roles, and the class's teachers
 * (its facilitators and managers, classes' mayTeachClass)?
 */
export function seesAllOf(actor: Actor, courseRole: string | null, cohort: LoadedClass | null): boolean {
  return isStaffActor(actor) || courseRole !== null || (cohort !== null && mayTeachClass(actor, cohort));
}

/** Is the caller an active learner (not staff) of the class? */
const isLearnerOf = (cohort: LoadedClass | null): boolean =>
  cohort?.enrolment?.status === 'active' && !cohort.enrolment.staff;

/** May the caller remove others' posts and comments in the class: its teachers, course administrators, platform staff? */
export function mayModerate(actor: Actor, courseRole: string | null, cohort: LoadedClass | null): boolean {
  return (
    isStaffActor(actor) ||
    canAdministerCourse(courseRole) ||
    (cohort !== null && mayTeachClass(actor, cohort))
  );
}

/** Is the caller course staff: platform staff or a course role that may administer the course? */
export const isCourseStaff = (actor: Actor, courseRole: string | null): boolean =>
  isStaffActor(actor) || canAdministerCourse(courseRole);

/**
 * May the caller hide or unhide the post: for a course-wide announcement, course staff; for any
 * other post, those who moderate its class (mayModerate).
 */
export function moderatesPost(actor: Actor, post: LoadedPost): boolean {
  if (post.type === 'announcement' && post.cohortId === null) return isCourseStaff(actor, post.courseRole);
  return mayModerate(actor, post.courseRole, post.cohort);
}

/** Is the page locked for the caller as a learner of `cohort` at `now`? */
function pageLockedFor(cohort: SocialClass, unlockAfterDays: number | null, now: Date): boolean {
  return isLocked(pageSchedule(scheduleStartIn(cohort), unlockAfterDays, null).unlocksAt, now);
}

/** The due date of a page in the learner's schedule in `cohort` (ISO), or null. */
export function dueAtFor(cohort: SocialClass, dueAfterDays: number | null): string | null {
  return pageSchedule(scheduleStartIn(cohort), null, dueAfterDays).dueAt;
}

/**
 * Read a post block's feed in the named class: its learners (the block shared with them, on a page
 * open in their schedule) and those who see all of the class (seesAllOf). Anyone else, or a class
 * that is not the block's course's, is told it does not exist.
 */
export const readBlockFeed = whenSignedIn(
  (actor, block: PostBlock): Verdict => readsBlock(actor, block, 'post'),
);

/**
 * Read a gallery block's posts in the named class: as readBlockFeed, for a block of widget
 * `gallery` (which posts it shows is the feeds' filter, feed-scope.ts).
 */
export const readGallery = whenSignedIn(
  (actor, block: PostBlock): Verdict => readsBlock(actor, block, 'gallery'),
);

/**
 * A learner outside every group of the type their page is restricted to (spec §3 Page
 * `pageGroupType`) is refused its blocks and comments as the page itself (learning's
 * pageGroupRefusal): 403 `group_required` with the §6 sentence.
 */
function outsidePageGroup(place: { pageGroupType: string | null; memberGroupTypes: readonly string[] }) {
  const groupType = place.pageGroupType;
  return groupType === null || place.memberGroupTypes.includes(groupType)
    ? null
    : refuse('group_required', reasonText('group.required', { groupType }));
}

/** Read a social block of widget `widgetType` in the named class (readBlockFeed, readGallery). */
function readsBlock(actor: Actor, block: PostBlock, widgetType: 'post' | 'gallery'): Verdict {
  if (block.cohort === null || block.widgetType !== widgetType) return notFound;
  if (seesAllOf(actor, block.courseRole, block.cohort)) return true;
  if (!isLearnerOf(block.cohort) || !isSharedWithReaders(block, new Date())) return notFound;
  if (pageLockedFor(block.cohort, block.unlockAfterDays, new Date())) {
    return refuse('forbidden', reasonText('progress.pageLocked'));
  }
  return outsidePageGroup(block) ?? true;
}

/**
 * Work on a post block as its poster (upload a post's media): an active learner of the named class,
 * a class of the block's course that has not ended, on a page open in their schedule, for a block
 * shared with readers. A stranger or a member of another class is told nothing exists; the class's
 * teachers and other readers are refused.
 */
export const uploadPostMedia = whenSignedIn((actor, block: PostBlock): Verdict => {
  const { cohort } = block;
  if (cohort === null) return notFound;
  const learner = isLearnerOf(cohort);
  if (!learner && !seesAllOf(actor, block.courseRole, cohort)) return notFound;
  const now = new Date();
  if (learner && !isSharedWithReaders(block, now)) return notFound;
  if (block.widgetType !== 'post') return refuse('bad_request', reasonText('social.notPostBlock'));
  if (!learner) return refuse('forbidden', reasonText('social.learnersOnly'));
  if (cohort.ended) return refuse('class_ended', reasonText('refusal.classEnded'));
  if (pageLockedFor(cohort, block.unlockAfterDays, now)) {
    return refuse('forbidden', reasonText('progress.pageLocked'));
  }
  return outsidePageGroup(block) ?? true;
});

/**
 * Post on a post block: as uploadPostMedia, under the block's `maxPosts` (409 post_limit_reached);
 * on a block done as group work, as a member of a group of its type (403 group_required, spec §6),
 * `maxPosts` counting the group's posts.
 */
export const postOnBlock = whenSignedIn((actor, block: PostBlock): Verdict => {
  const verdict = uploadPostMedia(actor, block);
  if (verdict !== true) return verdict;
  const outsideGroups = groupWorkRefusal(block.setupData, block.memberGroupTypes);
  if (outsideGroups) return outsideGroups;
  const max = maxPostsOf(block.setupData);
  return max > 0 && block.postNum >= max
    ? refuse('post_limit_reached', reasonText('social.postLimit', { max }))
    : true;
});

/** A post block's `maxPosts` (0: no limit). */
export function maxPostsOf(setupData: Record<string, unknown>): number {
  const max = setupData.maxPosts;
  return typeof max === 'number' && Number.isInteger(max) && max > 0 ? max : 0;
}

/** Could the caller post on the block now (the block feed's `canPost`)? */
export const mayPostOn = (actor: Actor, block: PostBlock): boolean => postOnBlock(actor, block) === true;

/**
 * Does the caller see the post: its author; those who see all of its class; a learner of its class
 * for a post that is not hidden, on a block shared with them on a page open in their schedule (and
 * in their group type where the page is restricted to one), as the block's scheme and condition let
 * them (post-visibility.ts, whose SQL says the same for feeds).
 */
export function seesPost(actor: Actor, post: LoadedPost, now = new Date()): boolean {
  if (post.authorId === actor.userId) return true;
  if (seesAllOf(actor, post.courseRole, post.cohort)) return true;
  const { cohort } = post;
  if (cohort === null || !isLearnerOf(cohort) || post.hidden) return false;
  if (post.type === 'announcement') return true;
  if (!isSharedWithReaders(post, now) || pageLockedFor(cohort, post.unlockAfterDays, now)) return false;
  if (!post.inPageGroup) return false;
  // Group work: a post of the learner's group is theirs too; the 'group' scheme: only group-mates'.
  if (post.groupWorkType !== null && post.sharedGroupTypes.includes(post.groupWorkType)) return true;
  const sharing = sharingOf(post.settings);
  if (sharing.scheme === 'group' && !post.sharedGroupTypes.includes(sharing.groupType ?? '')) return false;
  const others = othersPostsFor(
    sharing,
    { postNum: post.postNum, dueAt: dueAtFor(cohort, post.dueAfterDays) },
    now,
  );
  return others.visible;
}

/** Read a post (and its kudos, its media): as seesPost; anyone else is told it does not exist. */
export const readPost = whenSignedIn((actor, post: LoadedPost): Verdict => seesPost(actor, post) || notFound);

/**
 * Edit a post: its author only, and an announcement also course staff (others who see it are
 * refused; others are told nothing).
 */
export const editOwnPost = whenSignedIn((actor, post: LoadedPost): Verdict => {
  if (!seesPost(actor, post)) return notFound;
  if (post.authorId === actor.userId) return true;
  if (post.type === 'announcement' && isCourseStaff(actor, post.courseRole)) return true;
  return refuse('forbidden', reasonText('social.authorOnly'));
});

/**
 * Reflect on a post: its author, when its block asks for reflections (others who see it are
 * refused; others are told nothing).
 */
export const reflectOnOwnPost = whenSignedIn((actor, post: LoadedPost): Verdict => {
  if (!seesPost(actor, post)) return notFound;
  if (post.authorId !== actor.userId) return refuse('forbidden', reasonText('social.reflectionAuthorOnly'));
  return post.reflective || refuse('bad_request', reasonText('social.reflectionOff'));
});

/**
 * Remove a post: its author, the class's teachers, the course's administrators, platform staff; an
 * announcement, its author and course staff.
 */
export const removeOwnOrModerate = whenSignedIn((actor, post: LoadedPost): Verdict => {
  if (!seesPost(actor, post)) return notFound;
  if (post.authorId === actor.userId) return true;
  if (post.type === 'announcement') {
    return isCourseStaff(actor, post.courseRole) || refuse('forbidden', reasonText('social.authorOnly'));
  }
  return mayModerate(actor, post.courseRole, post.cohort);
});

/** Hide or unhide a post: those who moderate it (moderatesPost); its other readers are refused. */
export const hidePost = whenSignedIn((actor, post: LoadedPost): Verdict => {
  if (!seesPost(actor, post)) return notFound;
  return moderatesPost(actor, post) || refuse('forbidden', reasonText('social.moderatorsOnly'));
});

/** Report a post: whoever sees it, except its author (400). */
export const reportPost = whenSignedIn((actor, post: LoadedPost): Verdict => {
  // A course-wide announcement that reaches no class has no class to report it in.
  if (!seesPost(actor, post) || post.cohort === null) return notFound;
  return post.authorId === actor.userId ? refuse('bad_request', reasonText('social.ownReport')) : true;
});

/** Give or take back kudos on a post: whoever sees it, except its author (400). */
export const givePostKudos = whenSignedIn((actor, post: LoadedPost): Verdict => {
  if (!seesPost(actor, post)) return notFound;
  return post.authorId === actor.userId ? refuse('bad_request', reasonText('social.ownKudos')) : true;
});

/**
 * Read a class's feed (or look up its members to mention): its active learners and those who see all
 * of the class; a stranger or a member of another class is told it does not exist.
 */
export const readClassFeed = whenSignedIn(
  (actor, cohort: LoadedClass): Verdict =>
    isLearnerOf(cohort) || seesAllOf(actor, cohort.courseRole, cohort) || notFound,
);

/** Look up the class's members to mention: as readClassFeed. */
export const lookUpClassMembers = readClassFeed;

/** Read a page's comments in a class: its learners and those who see all of the class (readClassFeed). */
export const readPageComments = whenSignedIn((actor, page: PageInClass): Verdict => {
  if (page.cohort === null) return notFound;
  if (seesAllOf(actor, page.courseRole, page.cohort)) return true;
  if (!isLearnerOf(page.cohort)) return notFound;
  if (pageLockedFor(page.cohort, page.unlockAfterDays, new Date())) {
    return refuse('forbidden', reasonText('progress.pageLocked'));
  }
  return outsidePageGroup(page) ?? true;
});

/**
 * Comment on a page in a class: its learners (on a page open in their schedule) and its teachers,
 * while the page takes comments (`canPostComments`) and the class has not ended.
 */
export const commentOnPage = whenSignedIn((actor, page: PageInClass): Verdict => {
  const verdict = readPageComments(actor, page);
  if (verdict !== true) return verdict;
  const cohort = page.cohort!;
  if (!isLearnerOf(cohort) && !mayTeachClass(actor, cohort)) {
    return refuse('forbidden', reasonText('social.commentersOnly'));
  }
  if (!page.canPostComments) return refuse('forbidden', reasonText('social.commentsOff'));
  return cohort.ended ? refuse('class_ended', reasonText('refusal.classEnded')) : true;
});

/** Read a post's comments, or comment on it: whoever sees the post (readPost). */
export const readPostComments = readPost;

/** Comment on a post: whoever sees it, while its class has not ended. */
export const commentOnPost = whenSignedIn((actor, post: LoadedPost): Verdict => {
  // A course-wide announcement that reaches no class has no thread to write in.
  if (!seesPost(actor, post) || post.cohort === null) return notFound;
  return post.cohort?.ended ? refuse('class_ended', reasonText('refusal.classEnded')) : true;
});

/** Write a comment: on a post as commentOnPost, on a page in a class as commentOnPage. */
export const writeComment = whenSignedIn(
  (actor, place: CommentPlace): Verdict =>
    place.post ? commentOnPost(actor, place.post) : commentOnPage(actor, place.page!),
);

/**
 * Does the caller see the thread a comment is in: its post (seesPost), or its page in the class? A
 * course-wide announcement's thread is its classes' apart: a comment on it is seen by those who
 * see the announcement in the comment's class (its learners and those who see all of it).
 */
function seesThread(actor: Actor, comment: LoadedComment): boolean {
  if (comment.post) {
    if (!seesPost(actor, comment.post)) return false;
    if (comment.post.cohortId !== null || comment.authorId === actor.userId) return true;
    return isLearnerOf(comment.cohort) || seesAllOf(actor, comment.courseRole, comment.cohort);
  }
  return readPageComments(actor, comment.page!) === true;
}

/** Read a comment's kudos: whoever sees its thread. */
export const readComment = whenSignedIn(
  (actor, comment: LoadedComment): Verdict => seesThread(actor, comment) || notFound,
);

/** Edit a comment: its author, while it is not removed. */
export const editOwnComment = whenSignedIn((actor, comment: LoadedComment): Verdict => {
  if (!seesThread(actor, comment)) return notFound;
  if (comment.removed) return refuse('bad_request', reasonText('social.removed'));
  return comment.authorId === actor.userId ? true : refuse('forbidden', reasonText('social.authorOnly'));
});

/** Remove a comment: its author, the class's teachers, the course's administrators, platform staff. */
export const removeComment = whenSignedIn((actor, comment: LoadedComment): Verdict => {
  if (!seesThread(actor, comment)) return notFound;
  if (comment.removed) return refuse('bad_request', reasonText('social.removed'));
  return comment.authorId === actor.userId || mayModerate(actor, comment.courseRole, comment.cohort);
});

/** Give or take back kudos on a comment: whoever sees its thread, except its author (400). */
export const giveCommentKudos = whenSignedIn((actor, comment: LoadedComment): Verdict => {
  if (!seesThread(actor, comment)) return notFound;
  if (comment.removed) return refuse('bad_request', reasonText('social.removed'));
  return comment.authorId === actor.userId ? refuse('bad_request', reasonText('social.ownKudos')) : true;
});

/** Hide or unhide a comment: the staff of its class (mayModerate); its other readers are refused. */
export const hideComment = whenSignedIn((actor, comment: LoadedComment): Verdict => {
  if (!seesThread(actor, comment)) return notFound;
  if (comment.removed) return refuse('bad_request', reasonText('social.removed'));
  return (
    mayModerate(actor, comment.courseRole, comment.cohort) ||
    refuse('forbidden', reasonText('social.moderatorsOnly'))
  );
});

/** Report a comment: whoever sees its thread, except its author (400); not a removed one. */
export const reportComment = whenSignedIn((actor, comment: LoadedComment): Verdict => {
  if (!seesThread(actor, comment)) return notFound;
  if (comment.removed) return refuse('bad_request', reasonText('social.removed'));
  return comment.authorId === actor.userId ? refuse('bad_request', reasonText('social.ownReport')) : true;
});

/**
 * Read a class's open reports: those who moderate the class (mayModerate); its learners are
 * refused; anyone else is told it does not exist.
 */
export const readClassReports = whenSignedIn((actor, cohort: SocialClass): Verdict => {
  if (mayModerate(actor, cohort.courseRole, cohort)) return true;
  return isLearnerOf(cohort) || seesAllOf(actor, cohort.courseRole, cohort)
    ? refuse('forbidden', reasonText('social.moderatorsOnly'))
    : notFound;
});

/**
 * Read a class's analytics tabs: those who see all of its social life (seesAllOf: platform staff,
 * the course's roles, the class's teachers). Its learners are told why not; anyone else that the
 * class does not exist.
 */
export const readClassAnalytics = whenSignedIn((actor, cohort: SocialClass): Verdict => {
  if (seesAllOf(actor, cohort.courseRole, cohort)) return true;
  return isLearnerOf(cohort) ? refuse('forbidden', reasonText('social.analyticsStaffOnly')) : notFound;
});

/**
 * Read the analytics of every class of a course at once: platform staff and the course's roles.
 * Anyone else is told why when the course is in the catalogue, and that it does not exist otherwise.
 */
export const readCourseAnalytics = whenSignedIn(
  (actor, course: { myRole: string | null; displayed: boolean }): Verdict => {
    if (isStaffActor(actor) || course.myRole !== null) return true;
    return course.displayed ? refuse('forbidden', reasonText('social.courseAnalyticsStaffOnly')) : notFound;
  },
);

/** Resolve a report: as readClassReports in the report's class. */
export const resolveReport = whenSignedIn(
  (actor, report: LoadedReport): Verdict => readClassReports(actor, report.cohort),
);

/**
 * May the caller hide a report's target: a course-wide announcement, course staff; anything else,
 * those who moderate the report's class (its target's class).
 */
export const mayHideReported = (actor: Actor, report: LoadedReport): boolean =>
  report.courseWide
    ? isCourseStaff(actor, report.cohort.courseRole)
    : mayModerate(actor, report.cohort.courseRole, report.cohort);

/**
 * Announce (or upload an announcement's media): to the whole course, course staff (platform staff,
 * course administrators); to a class of it, course staff and the class's teachers, while it has
 * not ended. A member of the course who may not is refused; anyone else is told nothing exists.
 */
export const announce = whenSignedIn((actor, target: AnnouncementTarget): Verdict => {
  const courseStaff = isCourseStaff(actor, target.courseRole);
  const { cohort } = target;
  if (target.cohortPath === null) {
    if (courseStaff) return true;
    return target.courseRole !== null || target.member
      ? refuse('forbidden', reasonText('social.announcersOnly'))
      : notFound;
  }
  if (cohort === null) return notFound;
  if (!courseStaff && !mayTeachClass(actor, cohort)) {
    return isLearnerOf(cohort) || seesAllOf(actor, target.courseRole, cohort)
      ? refuse('forbidden', reasonText('social.announcersOnly'))
      : notFound;
  }
  return cohort.ended ? refuse('class_ended', reasonText('refusal.classEnded')) : true;
});

/** The classes of a course the caller may announce to (course staff: all), for announcement targets. */
export const mayAnnounceIn = (actor: Actor, courseRole: string | null, cohort: SocialClass): boolean =>
  !cohort.ended && (isCourseStaff(actor, courseRole) || mayTeachClass(actor, cohort));

// Groups (group.rpc.ts): a class's groups are read by its members (learners and those who see all of
// it); class staff (mayModerate: teachers, course administrators, platform staff) and, when the class
// lets them, its learners create them; a group's admins and class staff administer a group.

/** Is the caller a learner of the class or someone who sees all of it? */
const memberOfClass = (actor: Actor, cohort: SocialClass | null): cohort is SocialClass =>
  cohort !== null && (isLearnerOf(cohort) || seesAllOf(actor, cohort.courseRole, cohort));

/** Read a class's groups, or one group of it: its learners and those who see all of it. */
export const readGroups = whenSignedIn(
  (actor, target: GroupClass): Verdict => memberOfClass(actor, target.cohort) || notFound,
);

/** Read a group (its members; its requests for those who administer it): as readGroups. */
export const readGroup = whenSignedIn(
  (actor, group: LoadedGroup): Verdict => memberOfClass(actor, group.cohort) || notFound,
);

/** Create a group: class staff, and learners when the class lets them (learnersCreateGroups). */
export const createGroup = whenSignedIn((actor, target: GroupClass): Verdict => {
  const { cohort } = target;
  if (!memberOfClass(actor, cohort)) return notFound;
  if (cohort.ended) return refuse('class_ended', reasonText('refusal.classEnded'));
  if (mayModerate(actor, cohort.courseRole, cohort)) return true;
  return isLearnerOf(cohort) && target.learnersCreateGroups
    ? true
    : refuse('forbidden', reasonText('group.staffCreate'));
});

/** May the caller administer the group: its admins, the class's teachers, course administrators, staff? */
export const mayAdministerGroup = (actor: Actor, group: LoadedGroup): boolean =>
  group.amAdmin || mayModerate(actor, group.cohort.courseRole, group.cohort);

/** Edit or delete a group, answer requests, make or unmake admins, remove members: mayAdministerGroup. */
export const administerGroup = whenSignedIn((actor, group: LoadedGroup): Verdict => {
  if (!memberOfClass(actor, group.cohort)) return notFound;
  if (!mayAdministerGroup(actor, group)) return refuse('forbidden', reasonText('group.adminsOnly'));
  return group.cohort.ended ? refuse('class_ended', reasonText('refusal.classEnded')) : true;
});

/** Join a group (`closed` false) or ask to join one (true): a learner of its class, in no other group of its type. */
function joinsGroup(actor: SignedInActor, group: LoadedGroup, closed: boolean): Verdict {
  const { cohort } = group;
  if (!memberOfClass(actor, cohort)) return notFound;
  if (cohort.ended) return refuse('class_ended', reasonText('refusal.classEnded'));
  if (!isLearnerOf(cohort)) return refuse('forbidden', reasonText('group.learnersOnly'));
  if (group.myStatus === 'active') return refuse('conflict', reasonText('group.alreadyMember'));
  if (group.isClosed !== closed) {
    return refuse('bad_request', reasonText(group.isClosed ? 'group.closed' : 'group.open'));
  }
  if (group.myStatus === 'requested') return refuse('conflict', reasonText('group.alreadyRequested'));
  return group.inOtherOfType
    ? refuse('conflict', reasonText('group.oneOfType', { groupType: group.groupType }))
    : true;
}

/** Join an open group: joinsGroup. */
export const joinGroup = whenSignedIn(
  (actor, group: LoadedGroup): Verdict => joinsGroup(actor, group, false),
);

/** Ask to join a closed group: joinsGroup. */
export const requestToJoinGroup = whenSignedIn(
  (actor, group: LoadedGroup): Verdict => joinsGroup(actor, group, true),
);

/**
 * Leave a group (or withdraw a request): its members and requesters; the last admin of a group with
 * other members is refused until they make another member an admin (409).
 */
export const leaveGroup = whenSignedIn((actor, group: LoadedGroup): Verdict => {
  if (!memberOfClass(actor, group.cohort)) return notFound;
  if (group.myStatus === null) return refuse('bad_request', reasonText('group.notInGroup'));
  return group.amAdmin && group.adminCount <= 1 && group.memberCount > 1
    ? refuse('conflict', reasonText('group.lastAdmin'))
    : true;
});

/**
 * Is the caller (`memberGroupTypes`: the group types they are an active member of in the class)
 * kept out of a post block done as group work of another type, or of no group of that type?
 * The §6 refusal, or null when the block is not group work or they are in a group of its type.
 */
export function groupWorkRefusal(
  setupData: Record<string, unknown>,
  memberGroupTypes: string[],
): Refusal | null {
  const groupType = groupWorkTypeOf(setupData);
  return groupType === null || memberGroupTypes.includes(groupType)
    ? null
    : refuse('group_required', reasonText('group.required', { groupType }));
}

/** The group type of a post block done as group work (setup `groupWorkSettings`), or null. */
export function groupWorkTypeOf(setupData: Record<string, unknown>): string | null {
  const settings = setupData.groupWorkSettings as
    | { isGroupWorkActivity?: unknown; groupType?: unknown }
    | undefined;
  return settings?.isGroupWorkActivity === true &&
    typeof settings.groupType === 'string' &&
    settings.groupType.trim() !== ''
    ? settings.groupType.trim()
    : null;
}

// Portfolios (portfolio.rpc.ts, docs/domains/social.md Portfolios). The owner's own portfolio (its
// counters, posts and publishing) is read and changed by its owner alone: those methods load the
// caller's own (`signedIn`, `self`). Its public page is anyone's to read (`anyone`), and its posts'
// media go to anyone while shown there (post-media-routes.ts, portfolio-rows.ts
// shownOnPublishedPortfolio).

/**
 * Show or hide a post on the portfolio's public page: its author, for a post in their portfolio (a
 * share or submission of a course that keeps them; 400 otherwise). Anyone else is told it does not
 * exist: the toggle never changes who sees the post in its class.
 */
export const showInPortfolio = whenSignedIn((actor, post: PortfolioPostTarget): Verdict => {
  if (post.authorId !== actor.userId) return notFound;
  return post.inPortfolio || refuse('bad_request', reasonText('portfolio.notInPortfolio'));
});

/**
 * Read or change whether a course's learners' posts go into their portfolios (course admin action
 * `portfolio`): course staff (platform staff, the course's administrators); its other roles are
 * refused; anyone else is told the course does not exist.
 */
export const setCoursePortfolio = whenSignedIn(
  (actor, course: { myRole: string | null }): Verdict =>
    isCourseStaff(actor, course.myRole) || (course.myRole !== null ? false : notFound),
);

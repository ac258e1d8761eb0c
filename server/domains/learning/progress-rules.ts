/**
 * The progress rules of spec §3 Progress, as pure functions. The stored course progress is counted
 * in SQL by `page-states.ts`, whose completion test mirrors `isPageComplete`.
 */

/** What is known of one page for one learner. */
export interface PageState {
  viewed: boolean;
  /** Blocks of the page marked `isProgressContributor`. */
  contributors: number;
  /** Of those, the ones the learner has done. */
  done: number;
  /** The page requires a comment (spec §3 Page `isCommentRequired`) the learner has not written. */
  commentDue?: boolean;
}

/** Where a learner stands on a page (the activity filter of spec §2). */
export type PageStatus = 'not_started' | 'in_progress' | 'completed';

/** A page is complete once viewed with every progress-contributing block done and any required comment written. */
export function isPageComplete(state: PageState): boolean {
  return state.viewed && state.done >= state.contributors && state.commentDue !== true;
}

/** Completed; in progress when viewed but not complete; otherwise not started. */
export function pageStatus(state: PageState): PageStatus {
  if (isPageComplete(state)) return 'completed';
  return state.viewed ? 'in_progress' : 'not_started';
}

/** Course progress: the share of completed pages among the outline's pages, 0–100, rounded down. */
export function progressPercent(completedPages: number, totalPages: number): number {
  if (totalPages <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((completedPages * 100) / totalPages)));
}

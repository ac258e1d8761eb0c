import type { QueryClient } from '@tanstack/react-query';
import type { moderationCalls, ReportReason } from '../../common/api/moderation';
import { call, callKey, callQuery, request } from './call';
import { updatePostEverywhere } from './feed';

// Moderation (common/api/moderation.ts): staff hide and unhide posts and comments, readers report
// them, staff read a class's open reports and resolve them.
type Calls = typeof moderationCalls;

const setPostHiddenCall = call<Calls['setPostHidden']>('feed', 'update', 'setPostHidden');
const setCommentHiddenCall = call<Calls['setCommentHidden']>('comment', 'update', 'setCommentHidden');
const reportPostCall = call<Calls['reportPost']>('feed', 'update', 'reportPost');
const reportCommentCall = call<Calls['reportComment']>('comment', 'update', 'reportComment');
const classReports = call<Calls['getClassReports']>('feed', 'read', 'getClassReports');
const resolveReportCall = call<Calls['resolveReport']>('feed', 'update', 'resolveReport');

const SIGNED_IN = { loginRequired: true };

/** A class's open reports, newest first, as query options. */
export const classReportsQuery = (cohortPath: string) =>
  callQuery(classReports, { id: cohortPath }, SIGNED_IN);

/** The query key of a class's open reports. */
export const classReportsKey = (cohortPath: string) => callKey(classReports, { id: cohortPath });

/** Hides or unhides a post, and writes the change into every loaded copy of it. */
export async function setPostHidden(queryClient: QueryClient, postId: string, hidden: boolean) {
  const result = await request(setPostHiddenCall, { id: postId, input: { hidden } }, SIGNED_IN);
  updatePostEverywhere(queryClient, postId, (post) => ({ ...post, hidden: result.hidden }));
  return result;
}

/** Hides or unhides a comment. */
export function setCommentHidden(commentId: string, hidden: boolean) {
  return request(setCommentHiddenCall, { id: commentId, input: { hidden } }, SIGNED_IN);
}

/** What a report says. */
export interface ReportDraft {
  reason: ReportReason;
  note: string;
}

/** Reports a post or a comment. */
export function report(target: { postId: string } | { commentId: string }, draft: ReportDraft) {
  return 'postId' in target
    ? request(reportPostCall, { id: target.postId, input: draft }, SIGNED_IN)
    : request(reportCommentCall, { id: target.commentId, input: draft }, SIGNED_IN);
}

/** Resolves a report by hiding what it is about or dismissing it. */
export function resolveReport(reportId: string, action: 'hide' | 'dismiss') {
  return request(resolveReportCall, { id: reportId, input: { action } }, SIGNED_IN);
}

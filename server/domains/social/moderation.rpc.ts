import { moderationCalls } from '../../../common/api/moderation';
import { loadSocialClass } from './class-standing';
import { loadComment } from './comment-target';
import {
  classReports,
  reportComment,
  reportPost,
  resolveReport,
  setCommentHidden,
  setPostHidden,
} from './moderation';
import {
  hideComment,
  hidePost,
  readClassReports,
  reportComment as reportCommentRule,
  reportPost as reportPostRule,
  resolveReport as resolveReportRule,
} from './policy';
import { loadPost } from './post-target';
import { loadOpenReport } from './report-target';
import { serveSocial } from './social-method';

/** Moderation's methods of the `feed` resource (common/api/moderation.ts): hiding, reports. */
export const feedModerationMethods = [
  serveSocial(moderationCalls.setPostHidden, hidePost, loadPost, (db, ctx, post, input) =>
    setPostHidden(db, ctx.actor, post, input.hidden),
  ),
  serveSocial(moderationCalls.reportPost, reportPostRule, loadPost, (db, ctx, post, input) =>
    reportPost(db, ctx.actor, post, input),
  ),
  serveSocial(moderationCalls.getClassReports, readClassReports, loadSocialClass, (db, ctx, cohort) =>
    classReports(db, ctx.actor, cohort),
  ),
  serveSocial(moderationCalls.resolveReport, resolveReportRule, loadOpenReport, (db, ctx, report, input) =>
    resolveReport(db, ctx.actor, report, input.action),
  ),
];

/** Moderation's methods of the `comment` resource: hiding and reporting a comment. */
export const commentModerationMethods = [
  serveSocial(moderationCalls.setCommentHidden, hideComment, loadComment, (db, ctx, comment, input) =>
    setCommentHidden(db, ctx.actor, comment, input.hidden),
  ),
  serveSocial(moderationCalls.reportComment, reportCommentRule, loadComment, (db, ctx, comment, input) =>
    reportComment(db, ctx.actor, comment, input),
  ),
];

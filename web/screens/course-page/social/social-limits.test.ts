import { describe, expect, it } from 'vitest';
import * as comment from '../../../../common/api/comment';
import * as feed from '../../../../common/api/feed';
import * as moderation from '../../../../common/api/moderation';
import {
  COMMENT_BODY_MAX,
  MENTIONS_MAX,
  POST_ATTACHMENTS_MAX,
  POST_BODY_MAX,
  REFLECTION_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASON_CHOICES,
} from './social-limits';

describe('the social limits the web checks', () => {
  it('are the contracts’ own', () => {
    expect(POST_BODY_MAX).toBe(feed.POST_BODY_MAX);
    expect(POST_ATTACHMENTS_MAX).toBe(feed.POST_ATTACHMENTS_MAX);
    expect(REFLECTION_MAX).toBe(feed.REFLECTION_MAX);
    expect(COMMENT_BODY_MAX).toBe(comment.COMMENT_BODY_MAX);
    expect(REPORT_REASON_CHOICES).toEqual(moderation.REPORT_REASON_CHOICES);
    expect(REPORT_NOTE_MAX).toBe(moderation.REPORT_NOTE_MAX);
    const mentions = Array.from({ length: MENTIONS_MAX + 1 }, () => crypto.randomUUID());
    expect(comment.EditCommentInput.safeParse({ body: 'Hi', mentions }).success).toBe(false);
    expect(comment.EditCommentInput.safeParse({ body: 'Hi', mentions: mentions.slice(1) }).success).toBe(
      true,
    );
  });
});

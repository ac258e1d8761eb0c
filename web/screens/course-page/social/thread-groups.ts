import type { Comment } from '../../../../common/api/comment';

/** A comment at the top of a thread with its replies (one level: replies to replies join them). */
export interface CommentGroup {
  comment: Comment;
  replies: { comment: Comment; parent: Comment }[];
}

/**
 * A thread's comments (oldest first) as groups: each top comment with every reply under it, however
 * deep, in order; a reply to a reply keeps its parent, so it can say whom it answers. A reply whose
 * parent is not among the comments read stands at the top.
 */
export function groupThread(comments: Comment[]): CommentGroup[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const groups: CommentGroup[] = [];
  const groupOf = new Map<string, CommentGroup>();
  for (const comment of comments) {
    const parent = comment.parentId ? byId.get(comment.parentId) : undefined;
    const group = parent ? groupOf.get(parent.id) : undefined;
    if (parent && group) {
      group.replies.push({ comment, parent });
      groupOf.set(comment.id, group);
    } else {
      const own: CommentGroup = { comment, replies: [] };
      groups.push(own);
      groupOf.set(comment.id, own);
    }
  }
  return groups;
}

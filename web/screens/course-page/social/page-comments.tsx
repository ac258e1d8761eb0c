import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePage } from '../../../../common/api/course-page';
import { progressQueriesKey } from '../../../api/progress';
import { CommentThread } from './comment-thread';

/**
 * The comments on a page in the reader's class (Page `canPostComments`), under its content; when
 * the page asks for a comment to be complete (`isCommentRequired`), a learner is told so until they
 * have commented (`hasUserCommented`), after which the page is read again for its new state.
 */
export function PageComments({
  page,
  cohortPath,
  learner,
}: {
  page: CoursePage;
  cohortPath: string;
  learner: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [commented, setCommented] = useState(page.hasUserCommented ?? false);
  const note =
    learner && page.isCommentRequired
      ? commented
        ? t('social.comments.done')
        : t('social.comments.required')
      : undefined;
  return (
    <div className="mt-10">
      <CommentThread
        target={{ pageId: page.id, cohortPath }}
        cohortPath={cohortPath}
        label={t('social.comments.pageHeading')}
        note={note}
        onCommented={(change) => {
          if (change !== 1 || commented) return;
          setCommented(true);
          // The page's completion may follow the comment: its progress is read again.
          if (page.isCommentRequired) void queryClient.invalidateQueries({ queryKey: progressQueriesKey });
        }}
      />
    </div>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../../common/api/course-page';
import { classFeedQuery, feedKeys } from '../../../api/feed';
import { textOf } from '../blocks/setup-value';
import { AnnouncementComposer } from './announcement-composer';
import { FeedList } from './feed-list';

/** A feed block: the reader's class feed (its posts and announcements) under the block's heading. */
export function ClassFeedBlock({ block, cohortPath }: { block: PageBlock; cohortPath: string | null }) {
  const { t } = useTranslation();
  const heading = textOf(block.setupData, 'heading') || t('social.feed.classHeading');
  if (!cohortPath) {
    return (
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
        <p className="mt-2 text-sm text-slate-700">{t('social.feed.noClass')}</p>
      </div>
    );
  }
  return <ClassFeed heading={heading} cohortPath={cohortPath} />;
}

function ClassFeed({ heading, cohortPath }: { heading: string; cohortPath: string }) {
  const feed = useInfiniteQuery(classFeedQuery(cohortPath));
  return (
    <FeedList
      heading={heading}
      query={feed}
      queryKey={feedKeys.classFeed(cohortPath)}
      focusPostId={null}
      notice={<AnnouncementComposer cohortPath={cohortPath} />}
      readIn={cohortPath}
    />
  );
}

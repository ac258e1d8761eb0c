import { lazy, type ReactNode, Suspense } from 'react';
import type { CoursePage, CoursePageMode, PageBlock } from '../../../common/api/course-page';
import { FeedBlock } from './blocks/feed-block';
import { GalleryBlock } from './blocks/gallery-block';
import { PostBlock } from './blocks/post-block';
import { useReaderClass } from './use-reader-class';

// Posts, feeds, galleries, comments and kudos are a chunk of their own: only a signed-in reader's
// page with a post, feed or gallery block loads it (visitors' first loads stay within their budget).
const SocialBlock = lazy(() =>
  import('./social/social-block').then((module) => ({ default: module.SocialBlock })),
);

const SOCIAL_WIDGETS: readonly string[] = ['post', 'feed', 'gallery'];
const isSocialBlock = (block: PageBlock) => SOCIAL_WIDGETS.includes(block.widgetType);

/** What everyone sees of a social block, held in place while the social chunk loads. */
function SocialInPlace({ block }: { block: PageBlock }) {
  if (block.widgetType === 'gallery') return <GalleryBlock setupData={block.setupData} />;
  return block.widgetType === 'post' ? (
    <PostBlock setupData={block.setupData} />
  ) : (
    <FeedBlock setupData={block.setupData} />
  );
}

/**
 * What a signed-in reader sees in place of a page's post and feed blocks in view or focus mode: a
 * post block's prompt with, for a learner of the class, a composer, and the block's feed (for its
 * teachers, and for course editors in the class they choose); a feed block's class feed; a gallery block's pictures and videos
 * (social/gallery-reader.tsx). Undefined for pages without such a block,
 * and until the reader's class is known.
 */
export function useSocialBodies(
  page: CoursePage,
  mode: CoursePageMode,
): ((block: PageBlock) => ReactNode | undefined) | undefined {
  const reading = mode === 'view' || mode === 'focus';
  const hasSocial = page.sections.some((section) => section.blocks.some(isSocialBlock));
  const reader = useReaderClass(page.coursePath, reading && hasSocial);
  if (!reading || !hasSocial || reader.userId === null || !reader.known) return undefined;
  return (block) =>
    isSocialBlock(block) ? (
      <Suspense fallback={<SocialInPlace block={block} />}>
        <SocialBlock
          block={block}
          coursePath={page.coursePath}
          cohortPath={reader.cohortPath}
          isEditor={page.isEditor}
        />
      </Suspense>
    ) : undefined;
}

import type { PageBlock } from '../../../../common/api/course-page';
import { ClassFeedBlock } from './class-feed-block';
import { GalleryReader } from './gallery-reader';
import { PostBlockReader } from './post-block-reader';

/**
 * A post, feed or gallery block for a signed-in reader (the social chunk's entry, use-social-bodies.tsx):
 * `cohortPath` is the class they read the course in, if any (the server decides who may post in it,
 * through the block feed's `canPost`).
 */
export function SocialBlock({
  block,
  cohortPath,
  isEditor,
}: {
  block: PageBlock;
  cohortPath: string | null;
  isEditor: boolean;
}) {
  if (block.widgetType === 'gallery') return <GalleryReader block={block} cohortPath={cohortPath} />;
  return block.widgetType === 'post' ? (
    <PostBlockReader block={block} cohortPath={cohortPath} isEditor={isEditor} />
  ) : (
    <ClassFeedBlock block={block} cohortPath={cohortPath} />
  );
}

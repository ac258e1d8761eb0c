import type { PageBlock } from '../../../../common/api/course-page';
import { ClassFeedBlock } from './class-feed-block';
import { EditorClassChooser, useEditorClass } from './editor-class';
import { GalleryReader } from './gallery-reader';
import { PostBlockReader } from './post-block-reader';

interface SocialBlockProps {
  block: PageBlock;
  coursePath: string;
  cohortPath: string | null;
  isEditor: boolean;
}

/**
 * A post, feed or gallery block for a signed-in reader (the social chunk's entry, use-social-bodies.tsx):
 * `cohortPath` is the class they read the course in, if any (the server decides who may post in it,
 * through the block feed's `canPost`). A course editor in no class reads a class's posts they choose.
 */
export function SocialBlock(props: SocialBlockProps) {
  return props.cohortPath === null && props.isEditor ? <InChosenClass {...props} /> : <InClass {...props} />;
}

function InChosenClass(props: SocialBlockProps) {
  const editorClass = useEditorClass(props.coursePath);
  return (
    <div className="space-y-3">
      <EditorClassChooser editorClass={editorClass} />
      {!editorClass.loading && <InClass {...props} cohortPath={editorClass.cohortPath} />}
    </div>
  );
}

function InClass({ block, cohortPath, isEditor }: SocialBlockProps) {
  if (block.widgetType === 'gallery') return <GalleryReader block={block} cohortPath={cohortPath} />;
  return block.widgetType === 'post' ? (
    <PostBlockReader block={block} cohortPath={cohortPath} isEditor={isEditor} />
  ) : (
    <ClassFeedBlock block={block} cohortPath={cohortPath} />
  );
}

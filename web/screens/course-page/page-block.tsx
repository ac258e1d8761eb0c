import type { ComponentType, ReactNode } from 'react';
import type { PageBlock as Block } from '../../../common/api/course-page';
import { blockSettingsOf } from '../../../common/api/layout-settings';
import { BACKGROUNDS } from '../../lib/block-layout';
import { AccessibleVideoBlock } from './blocks/accessible-video-block';
import { AudioBlock } from './blocks/audio-block';
import { EmbedBlock } from './blocks/embed-block';
import { FeedBlock } from './blocks/feed-block';
import { FileBlock } from './blocks/file-block';
import { GalleryBlock } from './blocks/gallery-block';
import { ImageBlock } from './blocks/image-block';
import { MediaRecordingBlock } from './blocks/media-recording-block';
import { PostBlock } from './blocks/post-block';
import { QUESTION_VIEWS } from './blocks/quiz-question-block';
import { RichTextBlock } from './blocks/rich-text-block';
import { UnknownBlock } from './blocks/unknown-block';
import { VideoBlock } from './blocks/video-block';

const RENDERERS: Record<string, ComponentType<{ setupData: Record<string, unknown> }>> = {
  rich_text: RichTextBlock,
  image: ImageBlock,
  video: VideoBlock,
  file: FileBlock,
  accessible_video: AccessibleVideoBlock,
  audio: AudioBlock,
  embed: EmbedBlock,
  media_recording: MediaRecordingBlock,
  post: PostBlock,
  feed: FeedBlock,
  gallery: GalleryBlock,
  ...QUESTION_VIEWS,
};

/**
 * One block in its mode of spec §4 (exhibit in exhibit mode, display otherwise) with its display
 * settings: a title when it asks to show one, its background, and in exhibit mode its caption.
 * `body` stands in for the widget's own view (a learner's form to answer a quiz).
 */
export function PageBlock({
  block,
  exhibit,
  titleLevel = 3,
  body,
}: {
  block: Block;
  exhibit: boolean;
  titleLevel?: 3 | 4 | 5;
  body?: ReactNode;
}) {
  const Renderer = RENDERERS[block.widgetType];
  const settings = blockSettingsOf(block);
  const Title = `h${titleLevel}` as const;
  return (
    <div
      data-block-mode={exhibit ? 'exhibit' : 'display'}
      data-widget-type={block.widgetType}
      className={BACKGROUNDS[settings.display.background]}
    >
      {settings.display.showTitle && settings.display.title && (
        <Title className="mb-3 text-lg font-semibold text-slate-900">{settings.display.title}</Title>
      )}
      {body ?? (Renderer ? <Renderer setupData={block.setupData} /> : <UnknownBlock />)}
      {exhibit && settings.exhibit.caption && (
        <p className="mt-3 text-sm text-slate-700">{settings.exhibit.caption}</p>
      )}
    </div>
  );
}

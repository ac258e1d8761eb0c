import type { ComponentType } from 'react';
import type { PageBlock as Block } from '../../../common/api/course-page';
import { AccessibleVideoBlock } from './blocks/accessible-video-block';
import { AudioBlock } from './blocks/audio-block';
import { EmbedBlock } from './blocks/embed-block';
import { FileBlock } from './blocks/file-block';
import { ImageBlock } from './blocks/image-block';
import { MediaRecordingBlock } from './blocks/media-recording-block';
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
};

/** One block in its mode of spec §4: exhibit in exhibit mode, display otherwise. */
export function PageBlock({ block, exhibit }: { block: Block; exhibit: boolean }) {
  const Renderer = RENDERERS[block.widgetType];
  return (
    <div data-block-mode={exhibit ? 'exhibit' : 'display'} data-widget-type={block.widgetType}>
      {Renderer ? <Renderer setupData={block.setupData} /> : <UnknownBlock />}
    </div>
  );
}

import type { ComponentType } from 'react';
import type { PageBlock as Block } from '../../../common/api/course-page';
import { ImageBlock } from './blocks/image-block';
import { RichTextBlock } from './blocks/rich-text-block';
import { UnknownBlock } from './blocks/unknown-block';
import { VideoBlock } from './blocks/video-block';

const RENDERERS: Record<string, ComponentType<{ setupData: Record<string, unknown> }>> = {
  rich_text: RichTextBlock,
  image: ImageBlock,
  video: VideoBlock,
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

import { RichTextBlock } from './rich-text-block';
import { type BlockViewProps, textOf } from './setup-value';

/**
 * A post block as everyone sees it: its prompt (rich text the server sanitised), drawn as a rich
 * text block is. A learner's composer and the block's feed come with the social chunk
 * (use-social-bodies.tsx); a visitor sees the prompt only.
 */
export function PostBlock({ setupData }: BlockViewProps) {
  const prompt = textOf(setupData, 'prompt');
  return prompt ? <RichTextBlock setupData={{ html: prompt }} /> : null;
}

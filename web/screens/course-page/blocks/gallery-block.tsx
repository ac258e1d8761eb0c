import { type BlockViewProps, textOf } from './setup-value';

/**
 * A gallery block as everyone sees it: its heading. The pictures are a class's posts, so only a
 * signed-in reader of a class sees them (the social chunk, use-social-bodies.tsx).
 */
export function GalleryBlock({ setupData }: BlockViewProps) {
  const heading = textOf(setupData, 'heading');
  return heading ? <h3 className="text-lg font-semibold text-slate-900">{heading}</h3> : null;
}

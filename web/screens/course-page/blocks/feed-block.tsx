import { type BlockViewProps, textOf } from './setup-value';

/**
 * A class feed block as everyone sees it: its heading. The feed itself is a class's, so only a
 * signed-in reader of a class reads it (the social chunk, use-social-bodies.tsx).
 */
export function FeedBlock({ setupData }: BlockViewProps) {
  const heading = textOf(setupData, 'heading');
  return heading ? <h3 className="text-lg font-semibold text-slate-900">{heading}</h3> : null;
}

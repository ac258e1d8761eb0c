import { type BlockViewProps, textOf } from './setup-value';

/** An image block: the picture at the address the server gave it, its caption under it. */
export function ImageBlock({ setupData }: BlockViewProps) {
  const url = textOf(setupData, 'url');
  const caption = textOf(setupData, 'caption');
  if (!url) return null;
  return (
    <figure>
      <img
        src={url}
        alt={textOf(setupData, 'alt')}
        loading="lazy"
        decoding="async"
        className="h-auto w-full max-w-full rounded-lg"
      />
      {caption && <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  );
}

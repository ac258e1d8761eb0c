import type { BlockResponse } from '../../../../common/api/block-response';

/** A recorded response played back (a recording made in the browser has no captions track). */
export function ResponsePlayer({ response, kind }: { response: BlockResponse; kind: 'audio' | 'video' }) {
  return kind === 'video' ? (
    // biome-ignore lint/a11y/useMediaCaption: a learner's own recording, made in the browser.
    <video
      controls
      preload="metadata"
      src={response.url}
      className="max-h-72 w-full rounded-lg bg-slate-900"
    />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: a learner's own recording, made in the browser.
    <audio controls preload="metadata" src={response.url} className="w-full" />
  );
}

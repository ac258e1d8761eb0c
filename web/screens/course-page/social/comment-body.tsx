import type { SocialPerson } from '../../../../common/api/feed';

/** `text` cut where each `@{fullName}` of the mentioned people stands, longest names first. */
export function splitMentions(text: string, mentions: SocialPerson[]): (string | SocialPerson)[] {
  const names = [...mentions].sort((a, b) => b.fullName.length - a.fullName.length);
  const parts: (string | SocialPerson)[] = [];
  let rest = text;
  while (rest) {
    let best: { at: number; person: SocialPerson } | null = null;
    for (const person of names) {
      const at = rest.indexOf(`@${person.fullName}`);
      if (at >= 0 && (best === null || at < best.at)) best = { at, person };
    }
    if (!best) {
      parts.push(rest);
      break;
    }
    if (best.at > 0) parts.push(rest.slice(0, best.at));
    parts.push(best.person);
    rest = rest.slice(best.at + best.person.fullName.length + 1);
  }
  return parts;
}

/**
 * A comment's text: plain text (React escapes it, so markup in it is shown, never run), line breaks
 * kept, each mention highlighted.
 */
export function CommentBody({ body, mentions }: { body: string; mentions: SocialPerson[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-slate-800">
      {splitMentions(body, mentions).map((part, index) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
          <span key={index}>{part}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
          <mark key={index} className="rounded bg-brand-50 px-0.5 font-medium text-brand-800">
            @{part.fullName}
          </mark>
        ),
      )}
    </p>
  );
}

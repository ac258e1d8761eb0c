import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/** A link target the server keeps (server/security/rich-text.ts): http(s) or mailto. */
export const SAFE_LINK = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+)$/i;

/**
 * Tiptap's schema cut to the server's allow-list (p, br, h2–h4, strong, em, a, ul, ol, li,
 * blockquote, code, pre): what the server would strip cannot be typed in the first place.
 */
export function richTextExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      strike: false,
      underline: false,
      horizontalRule: false,
      link: {
        protocols: ['http', 'https', 'mailto'],
        openOnClick: false,
        isAllowedUri: (url) => SAFE_LINK.test(url),
        HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
      },
    }),
    Placeholder.configure({ placeholder }),
  ];
}

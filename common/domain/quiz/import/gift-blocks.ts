import { categoryPathTags } from './category-tags';

/**
 * A GIFT file cut into its questions, as Moodle reads it: questions are separated by blank lines;
 * a line starting with `//` is a comment wherever it stands (its `[tag:…]` tokens tag the question);
 * `$CATEGORY: path` puts the questions after it in a category, whose names become their tags.
 */
export interface GiftBlock {
  /** The line (from 1) of the question's first line that is not a comment. */
  line: number;
  /** The question's lines, each trimmed as Moodle trims them, joined by new lines. */
  text: string;
  tags: string[];
}

export function giftBlocks(file: string): GiftBlock[] {
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const blocks: GiftBlock[] = [];
  let categoryTags: string[] = [];
  let start = 0;
  let body: string[] = [];
  let comments: string[] = [];

  const close = () => {
    if (body.length > 0) {
      const tags = [...new Set([...categoryTags, ...commentTags(comments)])];
      blocks.push({ line: start, text: body.join('\n'), tags });
    }
    body = [];
    comments = [];
  };

  lines.forEach((raw, at) => {
    const line = raw.trim();
    if (line === '') close();
    else if (line.startsWith('//')) comments.push(line);
    else if (body.length === 0 && line.startsWith('$CATEGORY:')) {
      // Moodle reads a category on a block of its own; lines after it in the block are a question.
      categoryTags = categoryPathTags(line.slice('$CATEGORY:'.length));
      comments = [];
    } else {
      if (body.length === 0) start = at + 1;
      body.push(line);
    }
  });
  close();
  return blocks;
}

/** The `[tag:name]` tokens of a question's comments (`\]` is a `]` in a name), as Moodle writes them. */
function commentTags(comments: readonly string[]): string[] {
  const found = comments.join('\n').matchAll(/\[tag:((?:\\\]|[^\]<>\p{Cc}])+)\]/gu);
  return [...found].map((match) => (match[1] ?? '').replace(/\\\]/g, ']').trim()).filter(Boolean);
}

import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema';

/** How a catalogue search text picks courses, and the rank that orders them by relevance. */
export interface TextMatch {
  where: SQL;
  rank: SQL;
}

/**
 * The words of the text, all required, each as a prefix of a word of the search vector: 'kop
 * pyth' finds 'Kopi' and 'Python'. The words come from the parser that builds the vector, each
 * quoted (quotes and backslashes escaped) and marked `:*`; a text without words gives a null
 * query, which matches nothing. Ranked by `ts_rank` (weights A–D: name, objective, outcomes,
 * description).
 */
export function wordsMatch(text: string | Placeholder): TextMatch {
  const query = sql`to_tsquery('simple', (
    SELECT string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & ')
    FROM unnest(to_tsvector('simple', ${text}))))`;
  return {
    where: sql`${courses.searchVector} @@ ${query}`,
    rank: sql`ts_rank(${courses.searchVector}, ${query})`,
  };
}

/**
 * Typo tolerance: a name with a part close to the text (pg_trgm word similarity at least its
 * threshold, 0.6: about one wrong letter in a word of seven, 'statistcs'), through the name's
 * trigram index, ranked by that similarity. Used only when no course holds the words, so a search
 * that finds them pays nothing for it.
 */
export function nameMatch(text: string | Placeholder): TextMatch {
  return { where: sql`${courses.name} %> ${text}`, rank: sql`word_similarity(${text}, ${courses.name})` };
}

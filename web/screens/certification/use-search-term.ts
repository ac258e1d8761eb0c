import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/** A search waits until typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/** A search box's text as typed, and the term searched for once typing pauses. */
export function useSearchTerm() {
  const [text, setText] = useState('');
  return { text, setText, term: useDebouncedValue(text.trim(), SEARCH_DELAY_MS) };
}

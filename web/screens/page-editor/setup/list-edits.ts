// Edits of the ordered lists in quiz setups (options, accepted answers, pairs, categories), each
// giving a new list.

/** `list` with its item at `index` replaced by `item`. */
export const replacedAt = <Item>(list: readonly Item[], index: number, item: Item): Item[] =>
  list.map((current, at) => (at === index ? item : current));

/** `list` without its item at `index`. */
export const removedAt = <Item>(list: readonly Item[], index: number): Item[] =>
  list.filter((_, at) => at !== index);

/** `list` with its item at `index` swapped with its neighbour `step` (-1 up, 1 down) away. */
export function movedBy<Item>(list: readonly Item[], index: number, step: -1 | 1): Item[] {
  const next = [...list];
  const other = index + step;
  if (other < 0 || other >= list.length) return next;
  [next[index], next[other]] = [list[other]!, list[index]!];
  return next;
}

/** `list` with the text of its entry `id` replaced (an item, a choice, a category). */
export const withText = <Entry extends { id: string; text: string }>(
  list: readonly Entry[],
  id: string,
  text: string,
) => list.map((entry) => (entry.id === id ? { ...entry, text } : entry));

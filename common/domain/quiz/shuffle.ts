/** A 32-bit FNV-1a hash of `text`: the seed of a learner's order. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Mulberry32: a small generator of numbers in [0, 1) from a 32-bit seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `items` in an order of their own for `seed` (a learner and a block): the same on every reading,
 * so options do not move under a learner between visits, and different between learners, so
 * neighbours do not share "the third one". A Fisher–Yates shuffle; the order is not a secret.
 */
export function seededShuffle<Item>(items: readonly Item[], seed: string): Item[] {
  const random = generator(hash(seed));
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}

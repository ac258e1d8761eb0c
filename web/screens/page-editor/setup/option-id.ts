/**
 * A new id for a multiple choice option (OptionId: 1 to 40 letters, digits, `_` or `-`): 8 hex
 * digits. From getRandomValues, not randomUUID, which browsers give only to https pages.
 */
export function newOptionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * `count` new ids, different from each other and from every id of `taken`: the items and choices
 * of a match it setup, the categories and items of a categorise setup, or the gaps of a passage,
 * must each have an id of their own.
 */
export function newOptionIds(count: number, taken: Iterable<string> = []): string[] {
  const used = new Set(taken);
  const fresh: string[] = [];
  while (fresh.length < count) {
    const id = newOptionId();
    if (used.has(id)) continue;
    used.add(id);
    fresh.push(id);
  }
  return fresh;
}

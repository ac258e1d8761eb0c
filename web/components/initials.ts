/** Up to two initials, from the first and last words of a name (whole characters, any script). */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const firstLetter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return (firstLetter(words[0]) + last).toUpperCase();
}

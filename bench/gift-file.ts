// A GIFT file as a teacher's Moodle export would hold it, for bench/question-import.ts: a category
// every 50 questions, comments with [tag:…], names, [html] text, and every kind Kelas takes, in
// turn: multiple choice with feedback, true/false, short answer, numeric ranges and margins,
// matching, fill in the blanks, essays, all with GIFT's escapes (\: \= \~ \# \{ \} \n).
const CATEGORY_EVERY = 50;
const ISLANDS = ['Java', 'Sumatra', 'Borneo', 'Sulawesi', 'Bali', 'Lombok', 'Flores', 'Timor'];
const CITIES = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Makassar', 'Denpasar', 'Kupang', 'Padang'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

const KINDS: ReadonlyArray<(n: number) => string> = [
  (n) =>
    `::Capital ${n}::[html]<p>Which city is the capital of the province on <b>${pick(ISLANDS, n)}</b> (question ${n})?</p> {\n` +
    `  =${pick(CITIES, n)}#Right: it has been the capital since 1950\\: well done.\n` +
    `  ~${pick(CITIES, n + 1)}#No, that is the second city of the province.\n` +
    `  ~${pick(CITIES, n + 2)}#No\\: look again at the map of ${pick(ISLANDS, n)}.\n` +
    `  ~${pick(CITIES, n + 3)}#No.\n}`,
  (n) =>
    `::True or false ${n}::${pick(ISLANDS, n)} is larger than ${pick(ISLANDS, n + 3)} \\= question ${n}.` +
    `{${n % 2 === 0 ? 'TRUE' : 'FALSE'}#Look at the areas again.#Yes, compare their areas.}`,
  (n) =>
    `::Island ${n}::On which island does ${pick(CITIES, n)} lie?\\nAnswer with one word. {\n` +
    `  =${pick(ISLANDS, n)}#Yes.\n  =%50%${pick(ISLANDS, n).toLowerCase()}ese#Close: the island, not its people.\n}`,
  (n) =>
    `::Range ${n}::Give a year from ${1940 + (n % 50)} to ${1945 + (n % 50)} \\{inclusive\\}. {#${1940 + (n % 50)}..${1945 + (n % 50)}}`,
  (n) =>
    `::Margin ${n}::How many provinces had Indonesia in ${2000 + (n % 20)}? {#\n` +
    `  =${30 + (n % 8)}:0#Exactly.\n  =%50%${30 + (n % 8)}:2#Nearly.\n  ~#Look at the census of that year.\n}`,
  (n) =>
    `::Match ${n}::Match each island to its largest city. {\n` +
    [0, 1, 2, 3].map((k) => `  =${pick(ISLANDS, n + k)} -> ${pick(CITIES, n + k)} ${n}`).join('\n') +
    '\n}',
  (n) =>
    `::Blank ${n}::The capital of Indonesia is {=Jakarta =DKI Jakarta} and it lies on the island of Java \\: number ${n}.`,
  (n) =>
    `::Essay ${n}::[markdown]Write **one paragraph**: why did the capital move from ${pick(CITIES, n)}` +
    ` to Nusantara \\~ and what does it cost \\# ${n}? {}`,
];

/** A GIFT file of `count` questions of every kind, in categories of 50. */
export function giftFile(count: number): string {
  const parts: string[] = [];
  for (let n = 0; n < count; n++) {
    if (n % CATEGORY_EVERY === 0) {
      parts.push(
        `$CATEGORY: $course$/top/Unit ${n / CATEGORY_EVERY + 1}/${pick(ISLANDS, n / CATEGORY_EVERY)}`,
      );
    }
    parts.push(
      `// question: ${n} [tag:${pick(ISLANDS, n)}] [tag:week ${(n % 12) + 1}]\n${pick(KINDS, n)(n)}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** `text` as a LIKE pattern's literal part: its wildcards (`%`, `_`) and the escape character escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

/** An ILIKE pattern matching `text` anywhere in a value. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;

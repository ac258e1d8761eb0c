import { QuestionFileFailure } from '../question-file-failure';
import { numericalSetup, shortAnswerSetup } from './answer-setup';
import { gapsSetup } from './gaps-setup';
import { listedOnly, type Marking, percentOf, type ResponseKey, responseKey } from './qti-response';
import { asked, GAP_MARK, type ImportSetup, type ImportWords, percentages } from './setup-common';
import { writtenNumber } from './written-number';
import { attribute, type XmlElement } from './xml-element';

const NUMERIC = new Set(['float', 'integer']);
const ENDING_GAP = new RegExp(`\\s*${GAP_MARK}$`);

/**
 * `textEntryInteraction`s: one is a short answer asking the text with a blank where it stood
 * (taking a number for a `float` or `integer` response), several are the gaps of a fill in the
 * blanks text. A mapped value of nothing or less is an answer Kelas gives nothing for, so it is
 * left out. Answers are matched minding case, as QTI does, unless every one says otherwise
 * (`caseSensitive="false"`); some minding it and some not is refused: Kelas marks a question alike.
 */
export function textEntrySetup(
  item: XmlElement,
  entries: XmlElement[],
  text: string,
  marking: Marking,
  words: ImportWords,
): ImportSetup {
  const keys = entries.map((entry) =>
    listedOnly(responseKey(item, attribute(entry, 'responseIdentifier') ?? '', marking)),
  );
  const [key] = keys;
  // A blank that ends the text is where the answer goes, which a short answer's own field shows.
  if (keys.length === 1 && key) return oneEntrySetup(key, asked(text.replace(ENDING_GAP, '')), words);
  return severalEntriesSetup(keys, text, words);
}

function oneEntrySetup(key: ResponseKey, text: string, words: ImportWords): ImportSetup {
  const scored = key.values.filter(({ score }) => score > 0);
  const points = key.mapped ? { points: key.best } : {};
  if (NUMERIC.has(key.baseType)) {
    const numbers = scored.map(({ value, score }) => ({
      weight: percentOf(score, key.best),
      value: writtenNumber(value, value),
      tolerance: 0,
      feedback: '',
    }));
    const built = numericalSetup(text, numbers, '', '');
    return { ...built, setup: { ...built.setup, ...points } };
  }
  // An asterisk is an asterisk in QTI, not Moodle's "any text" of answer-setup.ts.
  const answers = scored.map(({ value, score }) => ({
    weight: percentOf(score, key.best),
    text: value.replace(/\*/g, '\\*'),
    feedback: '',
  }));
  const built = shortAnswerSetup(text, answers, '', words, caseSensitivity(scored));
  return { ...built, setup: { ...built.setup, ...points } };
}

/**
 * Several entries as the gaps of one text, each taking its best-scoring answers. Kelas marks the
 * gaps of a text alike and a gap right or wrong, so gaps worth different scores, or answers worth
 * part of a gap, are refused; a `float` gap too, its text not the number it is. The text is worth
 * what its gaps add up to.
 */
function severalEntriesSetup(keys: ResponseKey[], text: string, words: ImportWords): ImportSetup {
  if (keys.some((key) => key.baseType === 'float')) {
    throw new QuestionFileFailure('quiz.import.unsupported', {
      type: 'textEntryInteraction of floats among several',
    });
  }
  const bests = [...new Set(keys.map((key) => key.best))];
  if (bests.length > 1) throw new QuestionFileFailure('quiz.import.weights', { weights: bests.join(', ') });
  const best = bests[0] ?? 1;
  const scored = keys.flatMap((key) => key.values.filter(({ score }) => score > 0));
  const partial = scored.filter(({ score }) => score < best);
  if (partial.length > 0) {
    throw new QuestionFileFailure('quiz.import.weights', {
      weights: percentages(partial.map(({ score }) => ({ fraction: score / best }))),
    });
  }
  if (text.split(GAP_MARK).length - 1 !== keys.length) {
    throw new QuestionFileFailure('quiz.import.malformed', {
      detail: 'textEntryInteraction outside the text',
    });
  }
  const accepted = keys.map((key) => key.values.filter(({ score }) => score > 0).map(({ value }) => value));
  const points = keys.reduce((sum, key) => sum + key.best, 0);
  return gapsSetup(text, accepted, caseSensitivity(scored), points, words);
}

/** Whether answers are matched minding case: all of them, or none. */
function caseSensitivity(values: ReadonlyArray<{ caseSensitive: boolean }>): boolean {
  const sensitive = values.some((value) => value.caseSensitive);
  if (sensitive && values.some((value) => !value.caseSensitive)) {
    throw new QuestionFileFailure('quiz.import.unsupported', {
      type: 'mapEntry caseSensitive true and false in one question',
    });
  }
  return sensitive;
}

import { QuestionFileFailure, quote } from '../question-file-failure';
import { writtenNumber } from './written-number';
import { attribute, element, elements, ownText, type XmlElement } from './xml-element';

/**
 * What Kelas marks an item against: its correct response (`match_correct`: all or nothing), its
 * mapping (`map_response`: a score for each value), or, for rules written out in the item, the
 * mapping when it declares one and else the correct response.
 */
export type Marking = 'correct' | 'mapping' | 'declared';

const TEMPLATES: Readonly<Record<string, Marking>> = { match_correct: 'correct', map_response: 'mapping' };

/**
 * How an item is marked. The standard templates are followed; response rules written out in the
 * item are not run, since exporters (Moodle, Blackboard) write out what the templates do: Kelas
 * marks against the right answers the item declares. What cannot come from declared answers is
 * refused: another template (`map_response_point`, a tool's own), an adaptive item (marked over
 * several tries) and template variables (values drawn for each learner).
 */
export function markingOf(item: XmlElement): Marking {
  if (attribute(item, 'adaptive') === 'true') {
    throw new QuestionFileFailure('quiz.import.marking', { rule: 'adaptive' });
  }
  for (const templated of ['templateDeclaration', 'templateProcessing']) {
    if (element(item, templated)) throw new QuestionFileFailure('quiz.import.marking', { rule: templated });
  }
  const processing = element(item, 'responseProcessing');
  const template = attribute(processing, 'template') ?? attribute(processing, 'templateLocation');
  if (template === undefined) return 'declared';
  const name = /([^/]+?)(?:\.xml)?$/.exec(template.trim())?.[1] ?? '';
  if (!Object.hasOwn(TEMPLATES, name)) {
    throw new QuestionFileFailure('quiz.import.marking', { rule: quote(`template ${name || template}`) });
  }
  return TEMPLATES[name]!;
}

/** A value of a response that scores: a correct response's (1) or a mapping entry's. */
export interface ScoredValue {
  value: string;
  score: number;
  caseSensitive: boolean;
}

/** What an interaction's `responseDeclaration` says is right, as Kelas marks it. */
export interface ResponseKey {
  baseType: string;
  cardinality: string;
  /** Whether the scores are a mapping's (parts of the points) or a correct response's (all or nothing). */
  mapped: boolean;
  values: ScoredValue[];
  /** The most a mapping gives (one value for a single response, all for several, within `upperBound`). */
  best: number;
  /** What a mapping gives a value it does not list (`defaultValue`); nothing by a correct response. */
  otherwise: number;
}

/** The key of response `identifier` of `item`, marked as `marking` says. */
export function responseKey(item: XmlElement, identifier: string, marking: Marking): ResponseKey {
  const declaration = elements(item, 'responseDeclaration').find(
    (declared) => attribute(declared, 'identifier') === identifier,
  );
  if (!declaration) {
    throw new QuestionFileFailure('quiz.import.malformed', {
      detail: `no responseDeclaration ${quote(identifier)}`,
    });
  }
  const cardinality = attribute(declaration, 'cardinality') ?? 'single';
  const baseType = attribute(declaration, 'baseType') ?? '';
  const mapping = element(declaration, 'mapping');
  const correct = elements(element(declaration, 'correctResponse'), 'value').map((value) =>
    ownText(value).trim(),
  );
  if (mapping && marking !== 'correct') {
    const values = mappedValues(mapping);
    const best = bestOf(values, cardinality, mapping);
    const fallback = attribute(mapping, 'defaultValue') ?? '0';
    const otherwise = writtenNumber(fallback, `defaultValue="${fallback}"`);
    return { baseType, cardinality, mapped: true, values, best, otherwise };
  }
  if (correct.length === 0 || marking === 'mapping') {
    const wanted = marking === 'mapping' ? 'mapping' : 'correctResponse';
    throw new QuestionFileFailure('quiz.import.malformed', {
      detail: `no ${wanted} for ${quote(identifier)}`,
    });
  }
  const values = correct.map((value) => ({ value, score: 1, caseSensitive: true }));
  return { baseType, cardinality, mapped: false, values, best: 1, otherwise: 0 };
}

/** Refuse a mapping that scores any answer it does not list, which Kelas cannot mark so (a text, a pair). */
export function listedOnly(key: ResponseKey): ResponseKey {
  if (key.otherwise > 0) {
    throw new QuestionFileFailure('quiz.import.weights', { weights: `defaultValue="${key.otherwise}"` });
  }
  return key;
}

/** A mapping's entries; `caseSensitive` is true unless written false, as QTI 2.1 requires it written. */
function mappedValues(mapping: XmlElement): ScoredValue[] {
  return elements(mapping, 'mapEntry').map((entry) => {
    const mapped = attribute(entry, 'mappedValue') ?? '';
    return {
      value: (attribute(entry, 'mapKey') ?? '').trim(),
      score: writtenNumber(mapped, `mappedValue="${mapped}"`),
      caseSensitive: attribute(entry, 'caseSensitive') !== 'false',
    };
  });
}

function bestOf(values: readonly ScoredValue[], cardinality: string, mapping: XmlElement): number {
  const scores = values.map(({ score }) => score);
  const best =
    cardinality === 'single'
      ? Math.max(0, ...scores)
      : scores.filter((score) => score > 0).reduce((sum, score) => sum + score, 0);
  const upper = attribute(mapping, 'upperBound');
  return upper === undefined ? best : Math.min(best, writtenNumber(upper, `upperBound="${upper}"`));
}

/** The item's most points: its `SCORE` outcome's `normalMaximum`, when written. */
export function scoreMaximum(item: XmlElement): number | undefined {
  const score = elements(item, 'outcomeDeclaration').find(
    (outcome) => attribute(outcome, 'identifier') === 'SCORE',
  );
  const maximum = attribute(score, 'normalMaximum');
  return maximum === undefined ? undefined : writtenNumber(maximum, `normalMaximum="${maximum}"`);
}

/** A share of the best score as the percentage the setup builders take (answer-setup.ts, choice-setup.ts). */
export function percentOf(score: number, best: number): number {
  return best > 0 ? (score / best) * 100 : 0;
}

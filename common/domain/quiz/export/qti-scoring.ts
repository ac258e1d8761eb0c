import { element, escapedText, inlineText, parent } from './xml-markup';

/** The response of an item of one interaction. */
export const RESPONSE = 'RESPONSE';
const SCORE = 'SCORE';
/** The outcome holding the identifiers of the feedback shown. */
const FEEDBACK = 'FEEDBACK';
const TEMPLATES = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/';

/** A value a response scores with in a mapping: its key and the points it gives. */
export interface MappedValue {
  key: string;
  score: number;
}

/** An interaction's response: its right values, and a mapping when it earns part of the points. */
export interface DeclaredResponse {
  identifier: string;
  cardinality: 'single' | 'multiple';
  baseType: 'identifier' | 'string' | 'float' | 'directedPair';
  correct: readonly string[];
  mapping?: { entries: readonly MappedValue[]; caseSensitive?: boolean; lowerBound?: number };
}

/**
 * A `responseDeclaration`: its `correctResponse`, then the `mapping` (what common/domain/quiz/
 * import/qti-response.ts reads back): any value it does not list is worth nothing.
 */
export function responseDeclaration({
  identifier,
  cardinality,
  baseType,
  correct,
  mapping,
}: DeclaredResponse): string {
  const values = correct.map((value) => element('value', {}, escapedText(value)));
  const entries = mapping?.entries.map(({ key, score }) =>
    element('mapEntry', { mapKey: key, mappedValue: score, caseSensitive: mapping.caseSensitive }),
  );
  return parent('responseDeclaration', { identifier, cardinality, baseType }, [
    values.length > 0 ? parent('correctResponse', {}, values) : '',
    entries ? parent('mapping', { lowerBound: mapping?.lowerBound, defaultValue: 0 }, entries) : '',
  ]);
}

/**
 * The item's outcomes: `SCORE`, its `normalMaximum` the question's points (as Moodle's QTI export
 * writes them, which the import reads back), and `FEEDBACK` when feedback is shown.
 */
export function outcomeDeclarations(points: number, feedback: 'single' | 'multiple' | undefined): string[] {
  const zero = parent('defaultValue', {}, [element('value', {}, '0')]);
  const score = { identifier: SCORE, cardinality: 'single', baseType: 'float', normalMaximum: points };
  return [
    parent('outcomeDeclaration', score, [zero]),
    feedback
      ? element('outcomeDeclaration', { identifier: FEEDBACK, cardinality: feedback, baseType: 'identifier' })
      : '',
  ];
}

/** The standard response processing templates Kelas writes: all or nothing, or a mapping's points. */
export type Template = 'match_correct' | 'map_response';

/**
 * Marking by `template`: named, as most tools run it, or, when `feedbackRules` set the feedback
 * shown, written out as the template's own rules followed by them (the import reads the same key).
 */
export function responseProcessing(template: Template, feedbackRules: readonly string[] = []): string {
  if (feedbackRules.length === 0)
    return element('responseProcessing', { template: `${TEMPLATES}${template}` });
  return parent('responseProcessing', {}, [TEMPLATE_RULES[template], ...feedbackRules]);
}

/** Several text entries' mappings added up, as no template does: the score of a text of gaps. */
export function summedProcessing(identifiers: readonly string[]): string {
  const mapped = identifiers.map((identifier) => element('mapResponse', { identifier }));
  return parent('responseProcessing', {}, [setOutcome(SCORE, parent('sum', {}, mapped))]);
}

const variable = (identifier: string) => element('variable', { identifier });
const baseValue = (baseType: string, value: string | number) =>
  element('baseValue', { baseType }, escapedText(String(value)));
const setOutcome = (identifier: string, expression: string) =>
  parent('setOutcomeValue', { identifier }, [expression]);

/** A `responseCondition`: each branch's rule where its test first holds, else `otherwise`. */
function condition(branches: ReadonlyArray<readonly [test: string, rule: string]>, otherwise = ''): string {
  return parent('responseCondition', {}, [
    ...branches.map(([test, rule], at) =>
      parent(at === 0 ? 'responseIf' : 'responseElseIf', {}, [test, rule]),
    ),
    otherwise && parent('responseElse', {}, [otherwise]),
  ]);
}

/** The rules of QTI 2.1's templates (rptemplates/match_correct.xml, map_response.xml). */
const TEMPLATE_RULES: Readonly<Record<Template, string>> = {
  match_correct: condition(
    [[parent('match', {}, [variable(RESPONSE), element('correct', { identifier: RESPONSE })]), setScore(1)]],
    setScore(0),
  ),
  map_response: condition(
    [[parent('isNull', {}, [variable(RESPONSE)]), setScore(0)]],
    setOutcome(SCORE, element('mapResponse', { identifier: RESPONSE })),
  ),
};

function setScore(score: number): string {
  return setOutcome(SCORE, baseValue('float', score));
}

/** The rule that shows the feedback of each option chosen: the options' identifiers are the feedback's. */
export function chosenFeedbackRule(): string {
  return setOutcome(FEEDBACK, variable(RESPONSE));
}

/** What a typed answer is tested against: a text (minding case or not) or a number. */
export type Typed = { baseType: 'string'; caseSensitive: boolean } | { baseType: 'float' };

/**
 * The rule that shows the feedback of the first answer a typed response matches (`answers`, each
 * with its feedback's identifier), else, for a response that scores nothing, `otherwise`.
 */
export function typedFeedbackRule(
  typed: Typed,
  answers: ReadonlyArray<{ key: string; feedback: string }>,
  otherwise: string | undefined,
): string {
  const matches = (key: string) =>
    typed.baseType === 'string'
      ? parent('stringMatch', { caseSensitive: typed.caseSensitive }, [
          variable(RESPONSE),
          baseValue('string', key),
        ])
      : equal(variable(RESPONSE), baseValue('float', key));
  const branches: Array<readonly [string, string]> = answers.map(({ key, feedback }) => [
    matches(key),
    setOutcome(FEEDBACK, baseValue('identifier', feedback)),
  ]);
  if (otherwise) {
    const nothing = equal(element('mapResponse', { identifier: RESPONSE }), baseValue('float', 0));
    branches.push([nothing, setOutcome(FEEDBACK, baseValue('identifier', otherwise))]);
  }
  return branches.length > 0 ? condition(branches) : '';
}

function equal(left: string, right: string): string {
  return parent('equal', { toleranceMode: 'exact' }, [left, right]);
}

/** Feedback shown after answering when `FEEDBACK` holds its identifier. */
export interface ShownFeedback {
  identifier: string;
  text: string;
}

export function modalFeedback({ identifier, text }: ShownFeedback): string {
  return element(
    'modalFeedback',
    { outcomeIdentifier: FEEDBACK, identifier, showHide: 'show' },
    inlineText(text),
  );
}

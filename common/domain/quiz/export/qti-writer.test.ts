import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../reasons';
import { WIDGET_SETUP } from '../../widget-setup';
import { checkedProblems } from '../import/fixtures/report-checks';
import type { ImportedQuestion } from '../import/imported-question';
import { parseImport } from '../import/parse-import';
import { parseQtiItem } from '../import/qti';
import { ENGLISH_WORDS } from '../import/setup-common';
import { base64Of } from './base64';
import { exportQuestions } from './export-questions';
import type { BankQuestionData, MoodleQuestion } from './moodle-question';
import { qtiItem } from './qti-writer';

/** The bytes of base64 text (the test runs in Node, whose `atob` shared code is not typed with). */
const bytesOf = (base64: string) =>
  Uint8Array.from((globalThis as unknown as { atob: (text: string) => string }).atob(base64), (character) =>
    character.charCodeAt(0),
  );

/** A bank question of `widgetType`, completed by its stored schema, named `Q` unless `more` says otherwise. */
const kept = (
  widgetType: ImportedQuestion['widgetType'],
  setup: Record<string, unknown>,
  more: Partial<BankQuestionData> = {},
): BankQuestionData => ({
  name: 'Q',
  tags: [],
  ...more,
  widgetType,
  setupData: WIDGET_SETUP[widgetType].parse(setup),
});

/** Options, items or choices of `texts`, their ids `prefix` and a number. */
const listed = (prefix: string, ...texts: string[]) =>
  texts.map((text, at) => ({ id: `${prefix}${at + 1}`, text }));

/** `questions` exported as a QTI package and imported again, as the bank keeps each. */
function roundTrip(questions: BankQuestionData[]): BankQuestionData[] {
  const exported = exportQuestions('qti', questions, { title: 'Week 1' });
  expect(exported).toMatchObject({ encoding: 'base64', skipped: [] });
  const report = parseImport('qti', bytesOf(exported.text));
  expect(checkedProblems(report)).toEqual([]);
  return report.questions.map(({ name, widgetType, setupData, tags }) => ({
    name,
    widgetType,
    setupData,
    tags,
  }));
}

/** The files of the package `questions` export to, by path. */
function packageOf(questions: BankQuestionData[], title = 'Week 1'): Map<string, string> {
  const files = unzipSync(bytesOf(exportQuestions('qti', questions, { title }).text));
  return new Map(Object.entries(files).map(([path, data]) => [path, strFromU8(data)]));
}

// What XML escapes, what the import reads as markup once the XML is read (an entity, a tag), a
// CDATA end, and paragraphs and line breaks, which XHTML writes as elements.
const XML_TEXT = 'Is <b>a</b> & "b" > \'c\'? &amp; ]]>\nA second line\n\nA second paragraph';

const choice = kept(
  'multiple_choice',
  {
    question: XML_TEXT,
    options: listed('o', 'Jakarta & <Batavia>', 'Yogyakarta', 'Medan'),
    answerKey: {
      correctOptionIds: ['o1'],
      feedback: { o2: 'It was, from 1946 to "1949".', o3: 'No.\nSumatra.' },
    },
  },
  { name: 'Capital & <city>', tags: ['Capitals', 'a <b> & "c"'] },
);

const letters = listed('o', 'A', 'B', 'C', 'D');
const partial = kept(
  'multiple_choice',
  {
    question: 'Which are vowels?',
    options: letters,
    multipleAnswers: true,
    shuffle: false,
    answerKey: { correctOptionIds: ['o1'], partialCredit: true, feedback: { o2: 'A consonant.' } },
    points: 2,
  },
  { tags: ['Letters'] },
);
const allOrNothing = kept('multiple_choice', {
  question: 'Which come before C?',
  options: letters,
  multipleAnswers: true,
  answerKey: { correctOptionIds: ['o1', 'o2'], feedback: { o3: 'C is not before C.' } },
  points: 3,
});

const trueFalse = kept('multiple_choice', {
  question: 'The sun rises in the east.',
  options: listed('o', 'True', 'False'),
  shuffle: false,
  answerKey: { correctOptionIds: ['o1'], feedback: { o2: 'Look at a sunrise.' } },
});

const shortText = kept('short_answer', {
  question: 'The symbol of sodium?',
  answerKey: {
    kind: 'text',
    answers: [{ text: 'Na' }, { text: 'N*a <b>', fraction: 0.5 }],
    caseSensitive: true,
  },
  points: 4,
});
const shortNumber = kept('short_answer', {
  question: 'The year Malaysia became independent?',
  answerKey: {
    kind: 'numeric',
    answers: [{ value: 1957 }, { value: -1957.5, fraction: 0.25 }],
  },
  points: 0,
});

const gaps = kept('fill_in_the_blanks', {
  question: 'Write the capitals.',
  passage: [
    { text: 'The capital of Indonesia is ' },
    { gapId: 'g1' },
    { text: ' & of Malaysia <' },
    { gapId: 'g2' },
    { text: '>.\nOn a new line.' },
  ],
  answerKey: { gaps: { g1: ['Jakarta', 'Djakarta'], g2: ['Kuala Lumpur'] }, caseSensitive: true },
  points: 3,
});

// A choice no item matches, and a category no item is in, are extra choices.
const matchIt = kept('match_it', {
  question: 'Match each river to the country of its mouth.',
  items: listed('i', 'Kapuas', 'Irrawaddy', 'Red River & <Hồng>'),
  choices: listed('c', 'Indonesia', 'Myanmar', 'Vietnam', 'Laos'),
  answerKey: { matches: { i1: 'c1', i2: 'c2', i3: 'c3' } },
  points: 3,
});
const categorise = kept('categorise', {
  question: 'Mainland or islands?',
  categories: listed('c', 'Mainland', 'Islands', 'Neither'),
  items: listed('i', 'Hanoi', 'Bali', 'Luzon', 'Bangkok'),
  answerKey: { categoryOf: { i1: 'c1', i2: 'c2', i3: 'c2', i4: 'c1' } },
  points: 6,
});

const essay = kept('long_form_response', {
  question: 'Why was ASEAN founded?',
  answerKey: { guidance: 'Names the Bangkok Declaration.\n\nGives one reason & one date.' },
  points: 10,
});

describe('a round trip through an IMS QTI 2.1 package', () => {
  it('gives back every kind of question the import takes, with its name, tags, points (none too) and feedback for options', () => {
    const questions = [
      choice,
      partial,
      allOrNothing,
      trueFalse,
      shortText,
      shortNumber,
      gaps,
      matchIt,
      categorise,
      essay,
    ];
    expect(roundTrip(questions)).toEqual(questions);
  });

  it('gives a fill in the blanks of one gap back as a short answer, as the import reads one text entry', () => {
    const oneGap = kept('fill_in_the_blanks', {
      question: 'Fill in the blanks.',
      passage: [{ text: 'Two plus two is ' }, { gapId: 'g1' }, { text: '.' }],
      answerKey: { gaps: { g1: ['four', '4'] } },
    });
    const [read] = roundTrip([oneGap]);
    expect(read).toMatchObject({
      widgetType: 'short_answer',
      setupData: {
        question: 'Fill in the blanks.\n\nTwo plus two is _____.',
        answerKey: {
          kind: 'text',
          answers: [
            { text: 'four', fraction: 1 },
            { text: '4', fraction: 1 },
          ],
          caseSensitive: false,
        },
      },
    });
  });

  it('titles a question without a name by its text, as QTI needs a title', () => {
    const [read] = roundTrip([{ ...essay, name: null }]);
    expect(read!.name).toBe('Why was ASEAN founded?');
  });

  it('writes the feedback of a short answer, which the import leaves aside, shown by the answer matched', () => {
    const answered = kept('short_answer', {
      question: 'Capital of Malaysia?',
      answerKey: {
        kind: 'text',
        answers: [
          { text: 'Kuala Lumpur', feedback: 'Yes.' },
          { text: 'KL', fraction: 0.5 },
        ],
        otherwiseFeedback: 'No, Kuala Lumpur.',
      },
    });
    const item = packageOf([answered]).get('items/item-1.xml')!;
    expect(item).toContain('<mapEntry mapKey="Kuala Lumpur" mappedValue="1" caseSensitive="false"/>');
    expect(item).toContain('<mapEntry mapKey="KL" mappedValue="0.5" caseSensitive="false"/>');
    expect(item).toContain('<baseValue baseType="string">Kuala Lumpur</baseValue>');
    expect(item).toContain(
      '<modalFeedback outcomeIdentifier="FEEDBACK" identifier="feedback-1" showHide="show">Yes.</modalFeedback>',
    );
    expect(item).toContain('identifier="feedback-other" showHide="show">No, Kuala Lumpur.</modalFeedback>');
    const [read] = roundTrip([answered]);
    expect(read!.setupData.answerKey).toMatchObject({
      answers: [{ feedback: '' }, { feedback: '' }],
      otherwiseFeedback: '',
    });
  });
});

describe('what IMS QTI 2.1 cannot hold', () => {
  const skippedOf = (questions: BankQuestionData[]) => {
    const { skipped } = exportQuestions('qti', questions);
    for (const skip of skipped) expect(reasonOf(skip.reason)?.code).toBe(skip.code);
    return skipped.map(({ index, name, code, reason }) => [index, name, code, reason]);
  };

  it('leaves out a margin around a number, the fewest words of an essay and a widget it has nothing like, saying why', () => {
    const margin = kept(
      'short_answer',
      {
        question: 'What is pi?',
        answerKey: { kind: 'numeric', answers: [{ value: 3.14, tolerance: 0.01 }] },
      },
      { name: 'Pi' },
    );
    const longEnough = kept('long_form_response', { question: 'Why?', minWords: 80 }, { name: 'Essay' });
    const crossword = { name: 'Grid', widgetType: 'crossword', setupData: {}, tags: [] };
    expect(skippedOf([choice, margin, longEnough, crossword])).toEqual([
      [
        2,
        'Pi',
        'quiz.export.tolerance',
        'IMS QTI 2.1 cannot keep a margin of error around a right number: 3.14 ± 0.01.',
      ],
      [
        3,
        'Essay',
        'quiz.export.minWords',
        'IMS QTI 2.1 cannot keep the fewest words an answer must have: 80.',
      ],
      [4, 'Grid', 'quiz.export.widget', 'IMS QTI 2.1 has no question like this one: crossword.'],
    ]);
    // The questions it holds are in the package, numbered in order.
    expect([...packageOf([margin, choice]).keys()].sort()).toEqual([
      'assessment-test.xml',
      'imsmanifest.xml',
      'items/item-1.xml',
    ]);
  });

  it('refuses Moodle’s * for any text, which a QTI mapping cannot match', () => {
    const wildcard: MoodleQuestion = {
      type: 'shortanswer',
      name: 'Any',
      tags: [],
      points: 1,
      text: 'A city of Java?',
      caseSensitive: false,
      answers: [{ text: 'Sura*', fraction: 1, feedback: '' }],
    };
    expect(() => qtiItem(wildcard, 1, ENGLISH_WORDS)).toThrow(
      'IMS QTI 2.1 matches each answer as written, without * for any text: Sura*.',
    );
  });
});

describe('the package', () => {
  it('lists each item in its manifest with its tags as LOM keywords, and a test taking them in order', () => {
    const files = packageOf([choice, partial], 'Week 1 & <2>');
    const manifest = files.get('imsmanifest.xml')!;
    expect(manifest).toContain('<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"');
    expect(manifest).toContain(
      '<resource identifier="item-1" type="imsqti_item_xmlv2p1" href="items/item-1.xml">',
    );
    expect(manifest).toContain('<imsmd:string>a &lt;b&gt; &amp; "c"</imsmd:string>');
    expect(manifest).toContain('<resource identifier="assessment-test" type="imsqti_test_xmlv2p1"');
    const test = files.get('assessment-test.xml')!;
    expect(test).toContain('title="Week 1 &amp; &lt;2&gt;"');
    expect(test.indexOf('href="items/item-1.xml"')).toBeLessThan(test.indexOf('href="items/item-2.xml"'));
  });

  it('writes each item valid on its own, the text escaped and its paragraphs as XHTML', () => {
    const item = packageOf([choice]).get('items/item-1.xml')!;
    expect(item).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<assessmentItem xmlns="http:\/\/www.imsglobal.org\/xsd\/imsqti_v2p1"/,
    );
    expect(item).toContain('title="Capital &amp; &lt;city&gt;"');
    expect(item).toContain(
      '<p>Is &lt;b&gt;a&lt;/b&gt; &amp; "b" &gt; \'c\'? &amp;amp; ]]&gt;<br/>A second line</p>',
    );
    expect(item).toContain(
      '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" normalMaximum="1">',
    );
    expect(parseQtiItem(item).questions[0]?.setupData).toEqual(choice.setupData);
  });

  it('leaves out of the text what XML cannot hold', () => {
    const controlled = kept('long_form_response', { question: 'Bell\u0007 and\u000b tab\there?' });
    const [read] = roundTrip([controlled]);
    expect(read!.setupData.question).toBe('Bell and tab here?');
  });

  it('is an empty package when the format holds no question of the bank', () => {
    const files = packageOf([]);
    expect([...files.keys()]).toEqual(['imsmanifest.xml']);
    expect(checkedProblems(parseImport('qti', bytesOf(exportQuestions('qti', []).text)))[0]?.code).toBe(
      'quiz.import.package',
    );
  });

  it('sends its bytes in base64 as RFC 4648 writes it', () => {
    const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((text) => base64Of(ascii(text)))).toEqual([
      '',
      'Zg==',
      'Zm8=',
      'Zm9v',
      'Zm9vYg==',
      'Zm9vYmE=',
      'Zm9vYmFy',
    ]);
    expect(base64Of(new Uint8Array([0, 255, 254, 62, 63]))).toBe('AP/+Pj8=');
  });
});

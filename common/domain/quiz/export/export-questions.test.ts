import { describe, expect, it } from 'vitest';
import type { ExportFormat } from '../../../api/questionbank';
import { reasonOf } from '../../../reasons';
import { WIDGET_SETUP } from '../../widget-setup';
import type { ImportedQuestion } from '../import/imported-question';
import { parseImport } from '../import/parse-import';
import { exportQuestions } from './export-questions';
import type { BankQuestionData } from './moodle-question';

/** A bank question of `widgetType`, its setup completed by the widget's stored schema as a bank keeps it. */
function banked(
  widgetType: ImportedQuestion['widgetType'],
  setup: Record<string, unknown>,
  name: string | null = 'Q',
  tags: string[] = [],
): BankQuestionData {
  return { name, widgetType, setupData: WIDGET_SETUP[widgetType].parse(setup), tags };
}

/** `questions` written in `format` and read back, each as the bank would keep it. */
function roundTrip(format: ExportFormat, questions: BankQuestionData[]): BankQuestionData[] {
  const { text, skipped } = exportQuestions(format, questions);
  expect(skipped).toEqual([]);
  const report = parseImport(format, text);
  expect(report.problems).toEqual([]);
  return report.questions.map(({ name, widgetType, setupData, tags }) => ({
    name,
    widgetType,
    setupData,
    tags,
  }));
}

/** Why each of `questions` is left out of `format`, as [index, code, reason], each reason reading back to its code. */
function skippedOf(format: ExportFormat, questions: BankQuestionData[]) {
  const { skipped } = exportQuestions(format, questions);
  for (const skip of skipped) expect(reasonOf(skip.reason)?.code).toBe(skip.code);
  return skipped.map((skip) => [skip.index, skip.code, skip.reason]);
}

// Texts with what each format escapes or could misread: GIFT's control characters, a backslash, a
// line break, a leading [ or // or %, and XML's own characters.
const TRICKY = 'Is {a} = b ~ c # d: e\\f <g> & "h"?\nSecond line';

const singleChoice = (shuffle: boolean) =>
  banked(
    'multiple_choice',
    {
      question: TRICKY,
      options: [
        { id: 'o1', text: '[not a format]' },
        { id: 'o2', text: '// not a comment' },
        { id: 'o3', text: '%50% off' },
      ],
      shuffle,
      answerKey: { correctOptionIds: ['o3'], feedback: { o1: 'No # way', o3: 'Yes: {right}' } },
    },
    'Tricky :: name',
    ['unit 1', 'with ] bracket'],
  );

const partialChoice = banked('multiple_choice', {
  question: 'Which are prime?',
  options: ['2', '3', '4', '5', '6'].map((text, at) => ({ id: `o${at + 1}`, text })),
  multipleAnswers: true,
  answerKey: { correctOptionIds: ['o1', 'o2', 'o4'], partialCredit: true, feedback: { o3: '4 = 2 × 2' } },
});

const trueFalse = banked('multiple_choice', {
  question: 'The sun rises in the east.',
  options: [
    { id: 'o1', text: 'True' },
    { id: 'o2', text: 'False' },
  ],
  shuffle: false,
  answerKey: { correctOptionIds: ['o2'], feedback: { o2: 'Right', o1: 'Wrong' } },
});

const trueWithHash = banked('multiple_choice', {
  ...trueFalse.setupData,
  answerKey: { correctOptionIds: ['o1'], feedback: { o2: 'Think of # 1 #' } },
});

const shortText = banked('short_answer', {
  question: 'Capital of Malaysia?',
  answerKey: {
    kind: 'text',
    answers: [
      { text: 'Kuala Lumpur', fraction: 1, feedback: 'Yes.' },
      { text: 'KL', fraction: 0.5, feedback: '' },
      { text: '5*3', fraction: 1, feedback: '' },
    ],
    otherwiseFeedback: 'No, Kuala Lumpur.',
  },
});

const shortNumber = banked('short_answer', {
  question: 'Year of independence?',
  answerKey: {
    kind: 'numeric',
    answers: [
      { value: 1957, tolerance: 0, fraction: 1, feedback: '31 August 1957.' },
      { value: -1957.5, tolerance: 2.5, fraction: 0.5, feedback: '' },
    ],
    otherwiseFeedback: 'No.',
  },
});

const oneGap = banked('fill_in_the_blanks', {
  question: 'Fill in the blanks.',
  passage: [{ text: 'Two plus two is ' }, { gapId: 'g1' }, { text: ' {or so}.' }],
  answerKey: { gaps: { g1: ['four', '4', 'IV*'] } },
});

const matchIt = banked('match_it', {
  question: 'Match the rivers.',
  items: [
    { id: 'i1', text: 'Mekong' },
    { id: 'i2', text: 'Chao Phraya' },
  ],
  choices: [
    { id: 'c1', text: 'Vietnam' },
    { id: 'c2', text: 'Thailand' },
    { id: 'c3', text: 'Cambodia' },
  ],
  answerKey: { matches: { i1: 'c1', i2: 'c2' } },
});

const categorise = banked('categorise', {
  question: 'Sort the cities.',
  categories: [
    { id: 'c1', text: 'Indonesia' },
    { id: 'c2', text: 'Malaysia' },
    { id: 'c3', text: 'Brunei' },
  ],
  items: [
    { id: 'i1', text: 'Surabaya' },
    { id: 'i2', text: 'Penang' },
    { id: 'i3', text: 'Medan' },
  ],
  answerKey: { categoryOf: { i1: 'c1', i2: 'c2', i3: 'c1' } },
});

const essay = banked('long_form_response', { question: 'Why was ASEAN founded?' });

describe('a round trip through a format', () => {
  const both = [
    singleChoice(true),
    partialChoice,
    trueFalse,
    trueWithHash,
    shortText,
    shortNumber,
    oneGap,
    matchIt,
    categorise,
    essay,
  ];

  it('gives back the same questions from GIFT, for every question GIFT holds', () => {
    expect(roundTrip('gift', both)).toEqual(both);
  });

  it('gives back the same questions from Moodle XML, with the points, shuffle, case and more', () => {
    const graded = (question: BankQuestionData, points: number) => ({
      ...question,
      setupData: { ...question.setupData, points },
    });
    const xmlOnly = [
      singleChoice(false),
      banked('short_answer', {
        question: 'Symbol of sodium?',
        answerKey: { kind: 'text', answers: [{ text: 'Na' }], caseSensitive: true },
      }),
      banked('fill_in_the_blanks', {
        question: 'Write the symbols.',
        passage: [{ text: 'Sodium is ' }, { gapId: 'g1' }, { text: ', iron ' }, { gapId: 'g2' }],
        answerKey: { gaps: { g1: ['Na'], g2: ['Fe', 'Fe#'] }, caseSensitive: true },
        points: 4,
      }),
      banked('long_form_response', {
        question: 'Why was ASEAN founded?',
        minWords: 80,
        answerKey: { guidance: 'Names the Bangkok Declaration.' },
        points: 10,
      }),
    ];
    const questions = [...both.map((question) => graded(question, 2)), ...xmlOnly];
    expect(roundTrip('moodle_xml', questions)).toEqual(questions);
    // A fill in the blanks text is worth a whole number of marks a gap: one each when its points do not divide.
    const [, , twoGaps] = xmlOnly;
    const thirds = { ...twoGaps!, setupData: { ...twoGaps!.setupData, points: 3 } };
    expect(roundTrip('moodle_xml', [thirds])[0]!.setupData.points).toBe(2);
  });

  it('names a question without a name by its text in Moodle XML, which needs one', () => {
    const [read] = roundTrip('moodle_xml', [{ ...essay, name: null }]);
    expect(read!.name).toBe('Why was ASEAN founded?');
    expect(roundTrip('gift', [{ ...essay, name: null }])[0]!.name).toBeNull();
  });
});

describe('what a format cannot hold', () => {
  it('leaves out of either format a widget Moodle has nothing like, and all-or-nothing marking', () => {
    const crossword = { name: 'Grid', widgetType: 'crossword', setupData: {}, tags: [] };
    const allOrNothing = banked('multiple_choice', {
      ...partialChoice.setupData,
      answerKey: { correctOptionIds: ['o1', 'o2'] },
    });
    for (const [format, name] of [
      ['gift', 'GIFT'],
      ['moodle_xml', 'Moodle XML'],
    ] as const) {
      expect(skippedOf(format, [essay, crossword, allOrNothing])).toEqual([
        [2, 'quiz.export.widget', `${name} has no question like this one: crossword.`],
        [
          3,
          'quiz.export.allOrNothing',
          'Moodle gives part of the points for each right option ticked, so it cannot keep this question’s all-or-nothing marking.',
        ],
      ]);
    }
  });

  it('leaves out of GIFT answers that mind case, more than one blank, an essay’s guidance, and a ->', () => {
    const cased = banked('short_answer', {
      question: 'Symbol of sodium?',
      answerKey: { kind: 'text', answers: [{ text: 'Na' }], caseSensitive: true },
    });
    const twoGaps = banked('fill_in_the_blanks', {
      question: 'Fill in the blanks.',
      passage: [{ gapId: 'g1' }, { text: ' and ' }, { gapId: 'g2' }],
      answerKey: { gaps: { g1: ['a'], g2: ['b'] } },
    });
    const guided = banked('long_form_response', {
      question: 'Why?',
      answerKey: { guidance: 'Look for causes.' },
    });
    const arrow = banked('short_answer', {
      question: 'Write an arrow.',
      answerKey: { kind: 'text', answers: [{ text: '->' }] },
    });
    expect(skippedOf('gift', [cased, twoGaps, guided, arrow])).toEqual([
      [1, 'quiz.export.caseSensitive', 'GIFT cannot keep answers marked with regard to case.'],
      [2, 'quiz.export.gaps', 'GIFT holds one blank a question, and this text has 2.'],
      [
        3,
        'quiz.export.essay',
        'GIFT cannot keep the fewest words or the guidance for markers of this question.',
      ],
      [4, 'quiz.export.text', 'GIFT cannot write this text: ->.'],
    ]);
    expect(skippedOf('moodle_xml', [cased, twoGaps, guided, arrow])).toEqual([]);
  });

  it('writes instructions GIFT has no place for before the text, and a blank at the end as a short answer', () => {
    const instructed = banked('fill_in_the_blanks', {
      question: 'Complete the sum.',
      passage: [{ text: 'Two plus two is ' }, { gapId: 'g1' }, { text: '.' }],
      answerKey: { gaps: { g1: ['four'] } },
    });
    const atTheEnd = banked('fill_in_the_blanks', {
      question: 'Fill in the blanks.',
      passage: [{ text: 'Two plus two is' }, { gapId: 'g1' }],
      answerKey: { gaps: { g1: ['four'] } },
    });
    const [first, second] = roundTrip('gift', [instructed, atTheEnd]);
    expect(first!.setupData).toMatchObject({
      question: 'Fill in the blanks.',
      passage: [{ text: 'Complete the sum.\n\nTwo plus two is ' }, { gapId: 'g1' }, { text: '.' }],
    });
    expect(second).toMatchObject({
      widgetType: 'short_answer',
      setupData: { question: 'Two plus two is', answerKey: { answers: [{ text: 'four', fraction: 1 }] } },
    });
  });
});

describe('the files', () => {
  it('writes GIFT as Moodle documents it: tags in a comment, the name, the answers between braces', () => {
    const { text } = exportQuestions('gift', [
      trueFalse,
      banked('multiple_choice', { ...partialChoice.setupData }, null, ['primes']),
    ]);
    expect(text).toBe(
      [
        '::Q::The sun rises in the east.{FALSE#Wrong#Right}',
        '',
        '// [tag:primes]',
        'Which are prime?{',
        '\t~%33.33333%2',
        '\t~%33.33333%3',
        '\t~%-50%4#4 \\= 2 × 2',
        '\t~%33.33333%5',
        '\t~%-50%6',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes Moodle XML with plain text, Moodle’s weights and the points as the default grade', () => {
    const { text } = exportQuestions('moodle_xml', [partialChoice]);
    expect(text).toContain('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n  <question type="multichoice">');
    expect(text).toContain('<questiontext format="plain_text">\n      <text>Which are prime?</text>');
    expect(text).toContain('<defaultgrade>1</defaultgrade>');
    expect(text).toContain('<single>false</single>');
    expect(text).toContain('<answer fraction="33.33333" format="plain_text">');
    expect(text).toContain('<answer fraction="-50" format="plain_text">');
  });
});

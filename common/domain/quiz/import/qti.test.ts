import { describe, expect, it } from 'vitest';
import {
  CHOICE,
  CHOICE_MULTIPLE,
  EXTENDED_TEXT,
  GAPS,
  INLINE_CHOICE,
  itemOf,
  MATCH,
  NUMERIC_ENTRY,
  qtiItem,
  SORTING,
  TEXT_ENTRY,
} from './fixtures/qti-items';
import { checkedProblems, onlyQuestion } from './fixtures/report-checks';
import { parseQtiItem } from './qti';

const SETTINGS = { maxAttempts: 1, attemptScoring: 'best', reveal: 'immediately', passPercent: 0 };

const only = (xml: string) => onlyQuestion(parseQtiItem(xml));

/** The one problem of an item file as [code, reason], its reason reading back to its code. */
function problemOf(xml: string): [string, string] {
  const report = parseQtiItem(xml);
  expect(report.questions).toEqual([]);
  const [problem, ...more] = checkedProblems(report);
  expect(more).toEqual([]);
  return [problem!.code, problem!.reason];
}

/** A choice item of `choices` (with `attributes` on the interaction) keyed by `declaration`. */
const choices = (declaration: string, attributes: string, ...texts: string[]) =>
  qtiItem(
    'choice',
    'Choice',
    `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">${declaration}</responseDeclaration>
    <itemBody><choiceInteraction responseIdentifier="RESPONSE" ${attributes}><prompt>Which?</prompt>${texts
      .map((text, at) => `<simpleChoice identifier="C${at + 1}">${text}</simpleChoice>`)
      .join('')}</choiceInteraction></itemBody>`,
  );

/** An item of one string text entry keyed by `declaration`. */
const entry = (declaration: string, baseType = 'string') =>
  qtiItem(
    'entry',
    'Entry',
    `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="${baseType}">${declaration}</responseDeclaration>
    <itemBody><p>Answer: <textEntryInteraction responseIdentifier="RESPONSE"/></p></itemBody>`,
  );

describe('IMS QTI 2.1 choice interactions', () => {
  it('takes a single choice as a multiple choice with one right option, its title, shuffle and feedback per option', () => {
    expect(only(CHOICE)).toEqual({
      index: 1,
      line: null,
      name: 'Capital of Indonesia',
      tags: [],
      widgetType: 'multiple_choice',
      setupData: {
        ...SETTINGS,
        points: 1,
        question: 'Indonesia has moved its capital before.\n\nWhich city is the capital of Indonesia today?',
        options: [
          { id: 'o1', text: 'Jakarta' },
          { id: 'o2', text: 'Yogyakarta' },
          { id: 'o3', text: 'Medan' },
        ],
        multipleAnswers: false,
        shuffle: true,
        answerKey: {
          correctOptionIds: ['o1'],
          partialCredit: false,
          feedback: { o2: 'It was, from 1946 to 1949.', o3: 'Medan is the capital of North Sumatra.' },
        },
      },
    });
  });

  it('takes a mapped multiple response as several right options with partial credit, worth what the mapping gives', () => {
    const { setupData } = only(CHOICE_MULTIPLE);
    expect(setupData).toMatchObject({
      points: 5,
      question: 'Which countries founded ASEAN in 1967?',
      multipleAnswers: true,
      shuffle: false,
      answerKey: { correctOptionIds: ['o1', 'o2', 'o3', 'o4', 'o5'], partialCredit: true },
    });
    expect(setupData.options).toHaveLength(7);
  });

  it('marks several right options by a correct response alone all or nothing, and keeps an option fixed in place', () => {
    const xml = choices(
      '<correctResponse><value>C1</value><value>C3</value></correctResponse>',
      'shuffle="true" maxChoices="3"',
      'Java',
      'Luzon',
      'Sumatra',
    ).replace('<simpleChoice identifier="C2">', '<simpleChoice identifier="C2" fixed="true">');
    expect(only(xml).setupData).toMatchObject({
      points: 1,
      multipleAnswers: true,
      shuffle: false,
      answerKey: { correctOptionIds: ['o1', 'o3'], partialCredit: false },
    });
  });

  it('refuses weights Kelas cannot mark and feedback shown for another option, naming them', () => {
    const unequal = choices(
      '<mapping><mapEntry mapKey="C1" mappedValue="2"/><mapEntry mapKey="C2" mappedValue="1"/></mapping>',
      'maxChoices="0"',
      'Java',
      'Bali',
      'Luzon',
    );
    expect(problemOf(unequal)).toEqual([
      'quiz.import.weights',
      'Kelas cannot mark with these answer weights: 66.6667%, 33.3333%.',
    ]);
    const elsewhere = choices(
      '<correctResponse><value>C1</value></correctResponse>',
      'maxChoices="1"',
      'Java<feedbackInline outcomeIdentifier="FEEDBACK" identifier="C2">Not Bali.</feedbackInline>',
      'Bali',
    );
    expect(problemOf(elsewhere)).toEqual([
      'quiz.import.feedback',
      'This type of question has no place for this feedback in Kelas: Not Bali.',
    ]);
  });

  it('takes one inline choice as a multiple choice asking its sentence, and refuses two in one item', () => {
    expect(only(INLINE_CHOICE).setupData).toMatchObject({
      question: 'Kuala Lumpur is the capital of _____.',
      options: [
        { id: 'o1', text: 'Malaysia' },
        { id: 'o2', text: 'Brunei' },
        { id: 'o3', text: 'Singapore' },
      ],
      shuffle: false,
      answerKey: { correctOptionIds: ['o1'] },
    });
    const twice = INLINE_CHOICE.replace(
      '.</p>',
      ' and <inlineChoiceInteraction responseIdentifier="RESPONSE"><inlineChoice identifier="A">a</inlineChoice></inlineChoiceInteraction>.</p>',
    );
    expect(problemOf(twice)).toEqual([
      'quiz.import.unsupported',
      'This question type is not supported yet: 2 interactions in one item (inlineChoiceInteraction).',
    ]);
  });
});

describe('IMS QTI 2.1 text entry and extended text interactions', () => {
  it('takes one text entry as a short answer asking its sentence with a blank, each mapped answer with its share', () => {
    expect(only(TEXT_ENTRY).setupData).toEqual({
      ...SETTINGS,
      points: 2,
      question: 'Jakarta lies on the north coast of the island of _____, the most populous island on Earth.',
      answerKey: {
        kind: 'text',
        answers: [
          { text: 'Java', fraction: 1, feedback: '' },
          { text: 'Jawa', fraction: 1, feedback: '' },
          { text: 'java', fraction: 0.5, feedback: '' },
        ],
        caseSensitive: true,
        whitespace: 'collapse',
        otherwiseFeedback: '',
      },
    });
  });

  it('takes an integer entry as a short answer taking a number, worth its normalMaximum', () => {
    expect(only(NUMERIC_ENTRY).setupData).toMatchObject({
      points: 2,
      question: 'In which year did Indonesia proclaim its independence?',
      answerKey: { kind: 'numeric', answers: [{ value: 1945, tolerance: 0, fraction: 1, feedback: '' }] },
    });
    const floats = entry(
      '<mapping><mapEntry mapKey="3.14" mappedValue="1"/><mapEntry mapKey="3.1" mappedValue="0.5"/></mapping>',
      'float',
    );
    expect(only(floats).setupData.answerKey).toMatchObject({
      answers: [
        { value: 3.14, fraction: 1 },
        { value: 3.1, fraction: 0.5 },
      ],
    });
    expect(problemOf(entry('<correctResponse><value>pi</value></correctResponse>', 'float'))[0]).toBe(
      'quiz.import.number',
    );
  });

  it('takes answers as written, an asterisk included, and refuses what a short answer cannot mark', () => {
    expect(
      only(entry('<correctResponse><value>2*3</value></correctResponse>')).setupData.answerKey,
    ).toMatchObject({ answers: [{ text: '2*3', fraction: 1 }], caseSensitive: true });
    const mixedCase = entry(
      '<mapping><mapEntry mapKey="Java" mappedValue="1" caseSensitive="true"/><mapEntry mapKey="Jawa" mappedValue="1" caseSensitive="false"/></mapping>',
    );
    expect(problemOf(mixedCase)[1]).toBe(
      'This question type is not supported yet: mapEntry caseSensitive true and false in one question.',
    );
    const anyText = entry('<mapping defaultValue="0.5"><mapEntry mapKey="Java" mappedValue="1"/></mapping>');
    expect(problemOf(anyText)[1]).toBe('Kelas cannot mark with these answer weights: defaultValue="0.5".');
  });

  it('takes several text entries in a text as the gaps of a fill in the blanks, its first paragraph the instructions', () => {
    expect(only(GAPS).setupData).toEqual({
      ...SETTINGS,
      points: 2,
      question: 'Write the name of each capital.',
      passage: [
        { text: 'The capital of Indonesia is ' },
        { gapId: 'g1' },
        { text: ' and that of Malaysia is ' },
        { gapId: 'g2' },
        { text: '.' },
      ],
      answerKey: { gaps: { g1: ['Jakarta', 'Djakarta'], g2: ['Kuala Lumpur'] }, caseSensitive: false },
    });
    const unequal = GAPS.replace(
      'mapKey="Kuala Lumpur" mappedValue="1"',
      'mapKey="Kuala Lumpur" mappedValue="2"',
    );
    expect(problemOf(unequal)[1]).toBe('Kelas cannot mark with these answer weights: 1, 2.');
    const part = GAPS.replace('mapKey="Djakarta" mappedValue="1"', 'mapKey="Djakarta" mappedValue="0.5"');
    expect(problemOf(part)[1]).toBe('Kelas cannot mark with these answer weights: 50%.');
  });

  it('takes an extended text as a long form response, its scorer rubric the guidance and the candidate’s in the question', () => {
    expect(only(EXTENDED_TEXT)).toMatchObject({
      name: 'ASEAN',
      widgetType: 'long_form_response',
      setupData: {
        points: 10,
        question: 'Write about 200 words.\n\nWhy was ASEAN founded?',
        minWords: 0,
        answerKey: { guidance: 'Names the Bangkok Declaration of 1967.\n\nGives one reason.' },
      },
    });
  });
});

describe('IMS QTI 2.1 match interactions', () => {
  it('takes a match as a match it, a match no item takes an extra choice, worth what its mapping gives', () => {
    expect(only(MATCH).setupData).toEqual({
      ...SETTINGS,
      points: 3,
      question: 'Match each river to the country its mouth is in.',
      items: [
        { id: 'i1', text: 'Mekong' },
        { id: 'i2', text: 'Chao Phraya' },
        { id: 'i3', text: 'Kapuas' },
      ],
      choices: [
        { id: 'c1', text: 'Vietnam' },
        { id: 'c2', text: 'Thailand' },
        { id: 'c3', text: 'Indonesia' },
        { id: 'c4', text: 'Malaysia' },
      ],
      answerKey: { matches: { i1: 'c1', i2: 'c2', i3: 'c3' } },
    });
  });

  it('takes a match whose choices several items share as a categorise, in a prefixed namespace', () => {
    expect(only(SORTING)).toMatchObject({
      name: 'Mainland or islands',
      widgetType: 'categorise',
      setupData: {
        categories: [
          { id: 'c1', text: 'Mainland' },
          { id: 'c2', text: 'Islands' },
        ],
        answerKey: { categoryOf: { i1: 'c1', i2: 'c1', i3: 'c2', i4: 'c2' } },
      },
    });
  });

  it('refuses an item with no match or with several, naming it', () => {
    const unmatched = MATCH.replace('<value>KAPUAS ID</value>', '').replace(
      '<mapEntry mapKey="KAPUAS ID" mappedValue="1"/>',
      '',
    );
    expect(problemOf(unmatched)[1]).toBe(
      'This question type is not supported yet: matchInteraction item with no match: Kapuas.',
    );
    const twice = MATCH.replace(
      '<mapEntry mapKey="KAPUAS ID" mappedValue="1"/>',
      '<mapEntry mapKey="KAPUAS ID" mappedValue="1"/><mapEntry mapKey="KAPUAS MY" mappedValue="1"/>',
    );
    expect(problemOf(twice)[1]).toBe(
      'This question type is not supported yet: matchInteraction item with several matches: Kapuas.',
    );
  });
});

describe('what an IMS QTI 2.1 item holds that Kelas does not take', () => {
  it.each([
    [
      'hotspotInteraction',
      '<hotspotInteraction responseIdentifier="RESPONSE" maxChoices="1"><object type="image/png" data="map.png"/><hotspotChoice identifier="A" shape="circle" coords="10,10,5"/></hotspotInteraction>',
    ],
    [
      'orderInteraction',
      '<orderInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">1945</simpleChoice></orderInteraction>',
    ],
    [
      'associateInteraction',
      '<associateInteraction responseIdentifier="RESPONSE" maxAssociations="1"><simpleAssociableChoice identifier="A" matchMax="1">A</simpleAssociableChoice></associateInteraction>',
    ],
    [
      'gapMatchInteraction',
      '<gapMatchInteraction responseIdentifier="RESPONSE"><gapText identifier="W" matchMax="1">Java</gapText><p>On <gap identifier="G1"/>.</p></gapMatchInteraction>',
    ],
    [
      'graphicOrderInteraction',
      '<graphicOrderInteraction responseIdentifier="RESPONSE"><object type="image/png" data="m.png"/></graphicOrderInteraction>',
    ],
    [
      'sliderInteraction',
      '<sliderInteraction responseIdentifier="RESPONSE" lowerBound="0" upperBound="100"/>',
    ],
    ['uploadInteraction', '<uploadInteraction responseIdentifier="RESPONSE"/>'],
    [
      'hottextInteraction',
      '<hottextInteraction responseIdentifier="RESPONSE"><p>Jakarta is <hottext identifier="A">big</hottext>.</p></hottextInteraction>',
    ],
    [
      'positionObjectInteraction',
      '<positionObjectStage><object type="image/png" data="s.png"/><positionObjectInteraction responseIdentifier="RESPONSE"><object type="image/png" data="p.png"/></positionObjectInteraction></positionObjectStage>',
    ],
    ['customInteraction', '<customInteraction responseIdentifier="RESPONSE" class="geogebra"/>'],
  ])('refuses a %s by name', (name, interaction) => {
    expect(problemOf(itemOf(interaction))).toEqual([
      'quiz.import.unsupported',
      `This question type is not supported yet: ${name}.`,
    ]);
  });

  it('refuses an item of two kinds of interaction, and one of none', () => {
    const two = itemOf(
      '<choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">a</simpleChoice></choiceInteraction><p><textEntryInteraction responseIdentifier="R2"/></p>',
    );
    expect(problemOf(two)[1]).toBe(
      'This question type is not supported yet: 2 interactions in one item (choiceInteraction, textEntryInteraction).',
    );
    expect(problemOf(itemOf('<p>Read this first.</p>'))[1]).toBe(
      'This question type is not supported yet: an item without an interaction.',
    );
  });

  it('refuses scoring it cannot follow from the declared answers, and a declared answer the template needs but is missing', () => {
    expect(
      problemOf(TEXT_ENTRY.replace('rptemplates/map_response"', 'rptemplates/map_response_point"'))[1],
    ).toBe(
      'Kelas marks a question by the right answers it declares, and cannot follow this scoring: template map_response_point.',
    );
    expect(problemOf(CHOICE.replace('adaptive="false"', 'adaptive="true"'))[1]).toContain(
      'scoring: adaptive.',
    );
    const templated = NUMERIC_ENTRY.replace(
      '<itemBody>',
      '<templateDeclaration identifier="YEAR" cardinality="single" baseType="integer"/><itemBody>',
    );
    expect(problemOf(templated)[1]).toContain('scoring: templateDeclaration.');
    expect(problemOf(NUMERIC_ENTRY.replace('match_correct', 'map_response'))).toEqual([
      'quiz.import.malformed',
      'This question could not be read: no mapping for RESPONSE.',
    ]);
  });

  it('refuses a picture in the text, naming its file', () => {
    const pictured = CHOICE.replace('<p>Indonesia', '<p><img src="images/monas.jpg" alt="Monas"/>Indonesia');
    expect(problemOf(pictured)).toEqual([
      'quiz.import.media',
      'Kelas keeps the text of a question, without its pictures or files: images/monas.jpg.',
    ]);
  });

  it('reads a file that is not a QTI 2.1 item as one problem saying why', () => {
    expect(problemOf('Capital of Indonesia? {=Jakarta ~Bandung}')[0]).toBe('quiz.import.qti');
    expect(problemOf('<questestinterop><item ident="1"/></questestinterop>')[1]).toBe(
      'This file is not an IMS QTI 2.1 item: <questestinterop> instead of <assessmentItem>.',
    );
    const older = CHOICE.replace(
      'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"',
      'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p0"',
    );
    expect(problemOf(older)[1]).toBe(
      'This file is not an IMS QTI 2.1 item: namespace http://www.imsglobal.org/xsd/imsqti_v2p0.',
    );
    const deep = itemOf(`${'<div>'.repeat(200)}x${'</div>'.repeat(200)}`);
    expect(problemOf(deep)[1]).toBe('This file is not an IMS QTI 2.1 item: Maximum nested tags exceeded.');
  });
});

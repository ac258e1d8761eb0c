import { describe, expect, it } from 'vitest';
import { WIDGET_SETUP } from '../../widget-setup';
import { MOODLE_EXPORT } from './fixtures/moodle-export';
import { checkedProblems, onlyQuestion } from './fixtures/report-checks';
import { parseMoodleXml } from './moodle-xml';

const SETTINGS = { points: 1, maxAttempts: 1, attemptScoring: 'best', reveal: 'immediately', passPercent: 0 };

/** A Moodle XML file of `questions`, as Moodle wraps them. */
const quiz = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;

/** A question of `type` with its text (HTML) and the rest of its elements. */
const question = (type: string, text: string, rest = '') =>
  `  <question type="${type}">\n    <name><text>Q</text></name>\n    <questiontext format="html"><text><![CDATA[${text}]]></text></questiontext>\n${rest}\n  </question>`;

const answer = (fraction: number, text: string, feedback = '') =>
  `<answer fraction="${fraction}" format="html"><text>${text}</text><feedback format="html"><text>${feedback}</text></feedback></answer>`;

/** The one question of a file of `questions`, its setup checked again by its widget's stored schema. */
function only(...questions: string[]) {
  return onlyQuestion(parseMoodleXml(quiz(...questions)));
}

/** The problems of `xml` as [index, line, code, reason], each reason reading back to its code. */
function problemsOf(xml: string): Array<[number, number | null, string, string]> {
  return checkedProblems(parseMoodleXml(xml)).map((problem) => [
    problem.index,
    problem.line,
    problem.code,
    problem.reason,
  ]);
}

describe('a Moodle export of a question bank', () => {
  const report = parseMoodleXml(MOODLE_EXPORT);

  it('takes every question, in order, with its line, name, tags and points', () => {
    expect(report.problems).toEqual([]);
    expect(
      report.questions.map(({ index, line, name, widgetType, setupData }) => [
        index,
        line,
        name,
        widgetType,
        setupData.points,
      ]),
    ).toEqual([
      [1, 15, 'Capital of Indonesia', 'multiple_choice', 2],
      [2, 70, 'Landlocked?', 'multiple_choice', 1],
      [3, 118, 'Kuala Lumpur', 'multiple_choice', 1],
      [4, 158, 'Island of Jakarta', 'short_answer', 1],
      [5, 194, 'Independence', 'short_answer', 1],
      [6, 229, 'Rivers', 'match_it', 3],
      [7, 281, 'ASEAN', 'long_form_response', 10],
      [8, 313, 'Capitals in a sentence', 'fill_in_the_blanks', 2],
    ]);
    for (const read of report.questions) {
      expect(WIDGET_SETUP[read.widgetType].parse(read.setupData)).toEqual(read.setupData);
    }
  });

  it('tags each question with its category’s names and its own tags; categories are not questions', () => {
    expect(report.questions.map((read) => read.tags)).toEqual([
      ['Default for SEA101', 'Capitals', 'asean', 'easy'],
      ['Default for SEA101', 'Capitals'],
      ['Default for SEA101', 'Capitals'],
      ...Array.from({ length: 5 }, () => ['Default for SEA101', 'Geography']),
    ]);
  });

  it('reads a one-answer multiple choice from CDATA HTML, with each option’s feedback and the shuffle', () => {
    expect(report.questions[0]!.setupData).toEqual({
      ...SETTINGS,
      points: 2,
      question: 'What is the capital of Indonesia?',
      options: [
        { id: 'o1', text: 'Jakarta' },
        { id: 'o2', text: 'Surabaya' },
        { id: 'o3', text: 'Bandung' },
      ],
      multipleAnswers: false,
      shuffle: true,
      answerKey: {
        correctOptionIds: ['o1'],
        partialCredit: false,
        feedback: {
          o1: 'Yes & it has been since 1949.',
          o3: 'Bandung was the capital for a few months in 1946 – not since.',
        },
      },
    });
  });

  it('reads HTML written as escaped text, and several right answers with a penalty as partial credit', () => {
    expect(report.questions[1]!.setupData).toEqual({
      ...SETTINGS,
      question: 'Which two of these countries have a coast on the South China Sea?',
      options: [
        { id: 'o1', text: 'Vietnam' },
        { id: 'o2', text: 'Laos' },
        { id: 'o3', text: 'Malaysia' },
      ],
      multipleAnswers: true,
      shuffle: false,
      answerKey: {
        correctOptionIds: ['o1', 'o3'],
        partialCredit: true,
        feedback: { o2: 'Laos is landlocked.' },
      },
    });
  });

  it('reads true/false as True then False, with the feedback of each', () => {
    expect(report.questions[2]!.setupData).toMatchObject({
      question: 'Kuala Lumpur is the capital of Malaysia.',
      options: [
        { id: 'o1', text: 'True' },
        { id: 'o2', text: 'False' },
      ],
      shuffle: false,
      answerKey: {
        correctOptionIds: ['o1'],
        feedback: { o1: 'Right: Putrajaya holds the government, Kuala Lumpur is the capital.' },
      },
    });
  });

  it('reads a short answer, its * answer as the feedback for any other', () => {
    expect(report.questions[3]!.setupData.answerKey).toEqual({
      kind: 'text',
      answers: [
        { text: 'Java', fraction: 1, feedback: '' },
        { text: 'Jawa', fraction: 1, feedback: 'Its name in Indonesian.' },
      ],
      caseSensitive: false,
      whitespace: 'collapse',
      otherwiseFeedback: 'No: Java, the most populous island on Earth.',
    });
  });

  it('reads a numerical question’s values with their tolerance and weight', () => {
    expect(report.questions[4]!.setupData.answerKey).toEqual({
      kind: 'numeric',
      answers: [
        { value: 1945, tolerance: 0, fraction: 1, feedback: '17 August 1945.' },
        { value: 1945, tolerance: 5, fraction: 0.5, feedback: '' },
      ],
      otherwiseFeedback: '',
    });
  });

  it('reads matching as match it, a subquestion without text being an extra choice', () => {
    expect(report.questions[5]!.setupData).toMatchObject({
      items: [
        { id: 'i1', text: 'Mekong' },
        { id: 'i2', text: 'Chao Phraya' },
        { id: 'i3', text: 'Irrawaddy' },
      ],
      choices: ['Vietnam', 'Thailand', 'Myanmar', 'Cambodia'].map((text, at) => ({ id: `c${at + 1}`, text })),
      answerKey: { matches: { i1: 'c1', i2: 'c2', i3: 'c3' } },
    });
  });

  it('reads an essay’s fewest words and information for graders', () => {
    expect(report.questions[6]!.setupData).toMatchObject({
      minWords: 80,
      answerKey: { guidance: 'Full marks name the Bangkok Declaration and regional stability.' },
    });
  });

  it('reads a cloze of short answers as fill in the blanks, leaving out a wrong answer without feedback', () => {
    expect(report.questions[7]!.setupData).toMatchObject({
      question: 'Fill in the blanks.',
      passage: [
        { text: 'The capital of Indonesia is ' },
        { gapId: 'g1' },
        { text: ' and that of Thailand is ' },
        { gapId: 'g2' },
        { text: '.' },
      ],
      answerKey: { gaps: { g1: ['Jakarta', 'DKI Jakarta'], g2: ['Bangkok'] }, caseSensitive: false },
    });
  });
});

describe('question types', () => {
  it('names each type it does not take, and still reads the rest', () => {
    const tf = question('truefalse', 'The sun rises in the east.', answer(100, 'true') + answer(0, 'false'));
    const xml = quiz(
      question('description', '<p>The next questions are about rivers.</p>'),
      question('calculated', 'What is {a} + {b}?'),
      question('ddwtos', 'The [[1]] flows through [[2]].'),
      question('gapselect', 'The [[1]] flows through [[2]].'),
      question('random', ''),
      tf,
    );
    expect(problemsOf(xml).map(([index, , code, reason]) => [index, code, reason])).toEqual(
      ['description', 'calculated', 'ddwtos', 'gapselect', 'random'].map((type, at) => [
        at + 1,
        'quiz.import.unsupported',
        `This question type is not supported yet: ${type}.`,
      ]),
    );
    expect(parseMoodleXml(xml).questions.map((read) => read.index)).toEqual([6]);
  });

  it('reads a true/false whose right answer is false, and an old file’s answers by their order', () => {
    const right = only(
      question('truefalse', 'Laos has a coast.', answer(0, 'true') + answer(100, 'false', 'No.')),
    );
    expect(right.setupData.answerKey).toEqual({
      correctOptionIds: ['o2'],
      partialCredit: false,
      feedback: { o2: 'No.' },
    });
    const old = only(question('truefalse', 'Laos has a coast.', answer(0, 'Benar') + answer(100, 'Salah')));
    expect(old.setupData.answerKey).toMatchObject({ correctOptionIds: ['o2'] });
  });

  it('adds the general feedback to each option of a one-answer question, and refuses it with several', () => {
    const general = '<generalfeedback format="html"><text>Jakarta is on Java.</text></generalfeedback>';
    const one = only(
      question('multichoice', 'Capital?', `${general}${answer(100, 'Jakarta')}${answer(0, 'Medan')}`),
    );
    expect(one.setupData.answerKey).toMatchObject({
      feedback: { o1: 'Jakarta is on Java.', o2: 'Jakarta is on Java.' },
    });
    const several = question(
      'multichoice',
      'Cities on Java?',
      `<single>false</single>${general}${answer(50, 'Jakarta')}${answer(50, 'Bandung')}${answer(-100, 'Medan')}`,
    );
    expect(problemsOf(quiz(several))).toEqual([
      [
        1,
        3,
        'quiz.import.feedback',
        'This type of question has no place for this feedback in Kelas: Jakarta is on Java.',
      ],
    ]);
  });

  it('reports weights Kelas cannot mark: a part of the points, or a penalty with one answer', () => {
    const partly = question(
      'multichoice',
      'Capital?',
      answer(100, 'Jakarta') + answer(50, 'Batavia') + answer(0, 'Medan'),
    );
    const penalty = question('multichoice', 'Capital?', answer(100, 'Jakarta') + answer(-50, 'Medan'));
    expect(problemsOf(quiz(partly, penalty)).map(([, , code, reason]) => [code, reason])).toEqual([
      ['quiz.import.weights', 'Kelas cannot mark with these answer weights: 50%.'],
      ['quiz.import.weights', 'Kelas cannot mark with these answer weights: -50%.'],
    ]);
  });

  it('minds case in a short answer with <usecase>1</usecase>, and refuses a * for any text', () => {
    const cased = only(
      question('shortanswer', 'Chemical symbol of sodium?', `<usecase>1</usecase>${answer(100, 'Na')}`),
    );
    expect(cased.setupData.answerKey).toMatchObject({ caseSensitive: true, answers: [{ text: 'Na' }] });
    expect(problemsOf(quiz(question('shortanswer', 'Spell it.', answer(100, 'colo*r'))))).toEqual([
      [
        1,
        3,
        'quiz.import.wildcard',
        'Kelas takes each accepted answer as written, without * for any text: colo*r.',
      ],
    ]);
  });

  it('refuses a numerical question with units, and a value that is not a number', () => {
    const units =
      '<answer fraction="100"><text>100</text><tolerance>0</tolerance></answer><units><unit><multiplier>1</multiplier><unit_name>km</unit_name></unit></units>';
    const notNumber = '<answer fraction="100"><text>ten</text><tolerance>0</tolerance></answer>';
    expect(
      problemsOf(
        quiz(question('numerical', 'How far?', units), question('numerical', 'How many?', notNumber)),
      ).map(([, , code, reason]) => [code, reason]),
    ).toEqual([
      ['quiz.import.unsupported', 'This question type is not supported yet: numerical with units.'],
      ['quiz.import.number', 'Write this answer as a number, number:margin or minimum..maximum: ten.'],
    ]);
  });

  it('reads a matching whose items share an answer as a categorise', () => {
    const sub = (item: string, match: string) =>
      `<subquestion format="html"><text>${item}</text><answer><text>${match}</text></answer></subquestion>`;
    const read = only(
      question(
        'matching',
        'Sort the cities by country.',
        sub('Surabaya', 'Indonesia') +
          sub('Penang', 'Malaysia') +
          sub('Medan', 'Indonesia') +
          sub('', 'Brunei'),
      ),
    );
    expect(read.widgetType).toBe('categorise');
    expect(read.setupData).toMatchObject({
      categories: ['Indonesia', 'Malaysia', 'Brunei'].map((text, at) => ({ id: `c${at + 1}`, text })),
      items: ['Surabaya', 'Penang', 'Medan'].map((text, at) => ({ id: `i${at + 1}`, text })),
      answerKey: { categoryOf: { i1: 'c1', i2: 'c2', i3: 'c1' } },
    });
  });

  it('reports a question carrying a picture, whose text alone Kelas would keep', () => {
    const image = question(
      'shortanswer',
      '<p>Which island?</p><img src="@@PLUGINFILE@@/java.png" alt="" />',
      answer(100, 'Java'),
    );
    const file = `  <question type="essay">\n    <name><text>Map</text></name>\n    <questiontext format="html"><text>Describe the map.</text><file name="map.png" path="/" encoding="base64">iVBORw0KGgo=</file></questiontext>\n  </question>`;
    expect(problemsOf(quiz(image, file)).map(([, , code, reason]) => [code, reason])).toEqual([
      ['quiz.import.media', 'Kelas keeps the text of a question, without its pictures or files: java.png.'],
      ['quiz.import.media', 'Kelas keeps the text of a question, without its pictures or files: map.png.'],
    ]);
  });

  it('reads <defaultgrade> as the points, and reports one that is not a number', () => {
    const graded = (grade: string) =>
      question('essay', 'Describe Java.', `<defaultgrade>${grade}</defaultgrade>`);
    expect(only(graded('2.5000000')).setupData.points).toBe(2.5);
    expect(problemsOf(quiz(graded('two'))).map(([, , code, reason]) => [code, reason])).toEqual([
      ['quiz.import.malformed', 'This question could not be read: <defaultgrade>two</defaultgrade>.'],
    ]);
  });
});

describe('cloze', () => {
  const cloze = (text: string, format = 'html') =>
    `  <question type="cloze">\n    <name><text>Cloze</text></name>\n    <questiontext format="${format}"><text><![CDATA[${text}]]></text></questiontext>\n  </question>`;

  it('takes a first paragraph without a gap as the instructions, and case-minding gaps', () => {
    const read = only(
      cloze('Write the symbols.\n\nSodium is {2:SAC:=Na} and iron is {2:SHORTANSWER_C:=Fe}.', 'plain_text'),
    );
    expect(read.setupData).toEqual({
      ...SETTINGS,
      points: 4,
      question: 'Write the symbols.',
      passage: [
        { text: 'Sodium is ' },
        { gapId: 'g1' },
        { text: ' and iron is ' },
        { gapId: 'g2' },
        { text: '.' },
      ],
      answerKey: { gaps: { g1: ['Na'], g2: ['Fe'] }, caseSensitive: true },
    });
  });

  it('undoes the escapes and entities of the answers, keeping \\* as an asterisk', () => {
    const read = only(cloze('<p>{1:SA:=R&amp;D~=5\\*3~=a\\}b~=c\\#d~=&constructor;}</p>'));
    expect(read.setupData.answerKey).toMatchObject({
      gaps: { g1: ['R&D', '5*3', 'a}b', 'c#d', '&constructor;'] },
    });
  });

  it('names a gap of another type, and refuses what a gap cannot keep', () => {
    const problems = problemsOf(
      quiz(
        cloze('Capital: {1:MULTICHOICE:=Jakarta~Medan}'),
        cloze('Capital: {1:NM:=1945}'),
        cloze('Capital: {1:SA:=Jakarta#Yes!}'),
        cloze('Capital: {1:SA:=Jakarta~%50%Batavia}'),
        cloze('Capital: {1:SA:=Jakarta} and {2:SA:=Bangkok}'),
        cloze('Capital: {1:SA:=Jakarta} and {1:SAC:=Bangkok}'),
        cloze('<p>No gaps at all.</p>'),
      ),
    );
    expect(problems.map(([, , code, reason]) => [code, reason])).toEqual([
      ['quiz.import.unsupported', 'This question type is not supported yet: cloze MULTICHOICE.'],
      ['quiz.import.unsupported', 'This question type is not supported yet: cloze NM.'],
      ['quiz.import.feedback', 'This type of question has no place for this feedback in Kelas: Yes!.'],
      ['quiz.import.weights', 'Kelas cannot mark with these answer weights: 50%.'],
      ['quiz.import.weights', 'Kelas cannot mark with these answer weights: 1, 2.'],
      [
        'quiz.import.unsupported',
        'This question type is not supported yet: cloze SHORTANSWER with SHORTANSWER_C.',
      ],
      ['quiz.import.malformed', 'This question could not be read: No gaps at all.'],
    ]);
  });
});

describe('the file', () => {
  it('reports a file that is not well-formed XML, or not Moodle XML, as one problem, taking nothing', () => {
    const broken = parseMoodleXml('<?xml version="1.0"?>\n<quiz>\n  <question type="essay">\n</quiz>');
    expect(broken.questions).toEqual([]);
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]).toMatchObject({ index: 0, code: 'quiz.import.xml' });
    expect(broken.problems[0]!.reason).toMatch(/^This file is not Moodle XML: line 4: /);
    expect(problemsOf('::Capital:: What is the capital of Indonesia? {=Jakarta ~Medan}')[0]?.[2]).toBe(
      'quiz.import.xml',
    );
    expect(problemsOf('<?xml version="1.0"?>\n<assessmentItem identifier="q1"/>')).toEqual([
      [0, null, 'quiz.import.xml', 'This file is not Moodle XML: <assessmentItem> instead of <quiz>.'],
    ]);
  });

  it('expands no entity a DOCTYPE declares, only XML’s own', () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE quiz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>',
      '<quiz>',
      question('essay', 'x', '').replace(
        '<name><text>Q</text></name>',
        '<name><text>&lol2; &#233;t&#xE9; &lt;b&gt; &constructor;</text></name>',
      ),
      '</quiz>',
    ].join('\n');
    expect(parseMoodleXml(laughs).questions.map((read) => read.name)).toEqual([
      '&lol2; été <b> &constructor;',
    ]);
  });

  it('reports a file without questions', () => {
    const empty = [[0, null, 'quiz.import.empty', 'The file holds no questions.']];
    expect(problemsOf(quiz())).toEqual(empty);
    expect(
      problemsOf(
        quiz('<question type="category"><category><text>$course$/top/Empty</text></category></question>'),
      ),
    ).toEqual(empty);
  });

  it('reads a file of 1,000 questions, each with its line', () => {
    const questions = Array.from({ length: 1000 }, (_, n) =>
      question('shortanswer', `What is ${n} plus 1?`, answer(100, String(n + 1))),
    );
    const report = parseMoodleXml(quiz(...questions));
    expect(report.problems).toEqual([]);
    expect(report.questions).toHaveLength(1000);
    expect(report.questions[999]).toMatchObject({ index: 1000, line: 3 + 999 * 5 });
  });
});

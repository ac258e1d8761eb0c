import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../reasons';
import { checkedProblems, onlyQuestion } from './fixtures/report-checks';
import { parseGift } from './gift';

// The snippets are Moodle's own: its GIFT documentation (docs.moodle.org/en/GIFT_format), the
// examples file and the import test fixture of question/format/gift.

const SETTINGS = { points: 1, maxAttempts: 1, attemptScoring: 'best', reveal: 'immediately', passPercent: 0 };

/** The one question `gift` holds, its setup checked again by its widget's stored schema. */
function only(gift: string) {
  return onlyQuestion(parseGift(gift));
}

/** The problems of `gift` as [line, code, reason], each reason reading back to its code. */
function problemsOf(gift: string): Array<[number | null, string, string]> {
  return checkedProblems(parseGift(gift)).map((problem) => [problem.line, problem.code, problem.reason]);
}

const choice = (question: string, options: string[], answerKey: object, more: object = {}) => ({
  ...SETTINGS,
  question,
  options: options.map((text, at) => ({ id: `o${at + 1}`, text })),
  multipleAnswers: false,
  shuffle: true,
  ...more,
  answerKey: { partialCredit: false, feedback: {}, ...answerKey },
});

const textKey = (answers: object[], otherwiseFeedback = '') => ({
  kind: 'text',
  answers,
  caseSensitive: false,
  whitespace: 'collapse',
  otherwiseFeedback,
});

describe('multiple choice', () => {
  it('takes = as the right answer and ~ as the wrong ones, in the file’s order', () => {
    const question = only("Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}");
    expect(question).toEqual({
      index: 1,
      line: 1,
      name: null,
      widgetType: 'multiple_choice',
      tags: [],
      setupData: choice("Who's buried in Grant's tomb?", ['Grant', 'Jefferson', 'no one'], {
        correctOptionIds: ['o3'],
      }),
    });
  });

  it('keeps the feedback of each answer, after its #', () => {
    const question = only(
      "::Q2:: What's between orange and green in the spectrum?\n{ =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow }",
    );
    expect(question.name).toBe('Q2');
    expect(question.setupData).toEqual(
      choice("What's between orange and green in the spectrum?", ['yellow', 'red', 'blue'], {
        correctOptionIds: ['o1'],
        feedback: { o1: 'right; good!', o2: "wrong, it's yellow", o3: "wrong, it's yellow" },
      }),
    );
  });

  it('takes several right answers with %50% weights as multiple answers with partial credit', () => {
    const options = ['No one', 'Grant', "Grant's wife", "Grant's father"];
    const expected = choice(
      "What two people are entombed in Grant's tomb?",
      options,
      { correctOptionIds: ['o2', 'o3'], partialCredit: true },
      { multipleAnswers: true },
    );
    const penalised = only(
      "What two people are entombed in Grant's tomb? {\n    ~%-50%No one\n    ~%50%Grant\n    ~%50%Grant's wife\n    ~%-50%Grant's father }",
    );
    expect(penalised.setupData).toEqual(expected);
    const unweighted = only(
      "What two people are entombed in Grant's tomb? {\n    ~No one\n    ~%50%Grant\n    ~%50%Grant's wife\n    ~Grant's father }",
    );
    expect(unweighted.setupData).toEqual(expected);
    // Thirds written as 33.33333% are equal shares.
    const thirds = only('Primes? {~%33.33333%2 ~%33.33333%3 ~%33.33333%5 ~%-100%4}');
    expect(thirds.setupData).toMatchObject({
      answerKey: { correctOptionIds: ['o1', 'o2', 'o3'], partialCredit: true },
    });
  });

  it('reports weights Kelas cannot mark alike: a part right, a penalty, unequal shares', () => {
    expect(
      problemsOf('Difficult question.{~wrong answer ~%50%half credit answer =full credit answer}'),
    ).toEqual([[1, 'quiz.import.weights', 'Kelas cannot mark with these answer weights: 50%.']]);
    const hometown = [
      "::Jesus' hometown::Jesus Christ was from {",
      '    ~Jerusalem#This was an important city, but the wrong answer.',
      '    ~%25%Bethlehem#He was born here, but not raised here.',
      '    ~%50%Galilee#You need to be more specific.',
      "    =Nazareth#Yes! That's right!}.",
    ].join('\n');
    expect(problemsOf(hometown)).toEqual([
      [1, 'quiz.import.weights', 'Kelas cannot mark with these answer weights: 25%, 50%.'],
    ]);
    expect(problemsOf('Which?{=right ~%-50%wrong}')).toEqual([
      [1, 'quiz.import.weights', 'Kelas cannot mark with these answer weights: -50%.'],
    ]);
    expect(problemsOf('Which two?{~%50%a ~%25%b ~%25%c ~d}')).toEqual([
      [1, 'quiz.import.weights', 'Kelas cannot mark with these answer weights: 50%, 25%, 25%.'],
    ]);
  });

  it('reports more options than Kelas allows, with the schema’s reason', () => {
    const options = Array.from({ length: 21 }, (_, at) => `~option ${at}`).join(' ');
    expect(problemsOf(`Pick one.{=right ${options}}`)).toEqual([
      [1, 'quiz.import.invalid', 'This question does not fit Kelas: Give from 2 to 20 options, each once.'],
    ]);
  });
});

describe('true/false', () => {
  it('reads {T}, {TRUE}, {F} and {FALSE} as a choice of True then False, in that order', () => {
    const expected = (right: string) =>
      choice(
        'The sun rises in the east.',
        ['True', 'False'],
        { correctOptionIds: [right] },
        { shuffle: false },
      );
    expect(only('The sun rises in the east.{T}').setupData).toEqual(expected('o1'));
    expect(only('The sun rises in the east.{TRUE}').setupData).toEqual(expected('o1'));
    expect(only('The sun rises in the east.{F}').setupData).toEqual(expected('o2'));
    expect(only('The sun rises in the east.{FALSE}').setupData).toEqual(expected('o2'));
  });

  it('gives the first feedback to the wrong option, the second to the right one, then the general feedback', () => {
    const question = only(
      "// true/false, with general feedback\n::Q1:: 42 is the Absolute Answer to everything.{\nFALSE#42 is the Ultimate Answer.#You gave the right answer.\n####This is, of course, a Hitchiker's Guide to the Galaxy reference.}",
    );
    const general = "This is, of course, a Hitchiker's Guide to the Galaxy reference.";
    expect(question.setupData).toEqual(
      choice(
        '42 is the Absolute Answer to everything.',
        ['True', 'False'],
        {
          correctOptionIds: ['o2'],
          feedback: {
            o1: `42 is the Ultimate Answer.\n\n${general}`,
            o2: `You gave the right answer.\n\n${general}`,
          },
        },
        { shuffle: false },
      ),
    );
    expect(question.line).toBe(2);
  });

  it('words the options in the language the caller gives', () => {
    const words = { trueOption: 'Benar', falseOption: 'Salah', blanksQuestion: 'Isi bagian yang kosong.' };
    const { questions } = parseGift(
      'Matahari terbit di timur.{T}\n\nDua tambah dua sama dengan {=empat}.',
      words,
    );
    expect(questions.map((question) => question.setupData)).toMatchObject([
      { options: [{ text: 'Benar' }, { text: 'Salah' }] },
      { question: 'Isi bagian yang kosong.' },
    ]);
  });
});

describe('short answer', () => {
  it('accepts every = answer with full marks, not minding case', () => {
    const question = only("Who's buried in Grant's tomb?{=no one =nobody}");
    expect(question.widgetType).toBe('short_answer');
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: "Who's buried in Grant's tomb?",
      answerKey: textKey([
        { text: 'no one', fraction: 1, feedback: '' },
        { text: 'nobody', fraction: 1, feedback: '' },
      ]),
    });
  });

  it('keeps weights and feedback, and a * answer with no points as the feedback for any other', () => {
    const question = only(
      '// question: 666  name: Shortanswer\n::Shortanswer::Which is the best animal?{\n    =Frog#Good!\n    =%50%Cat#What is it with Moodlers and cats?\n    =%0%*#Completely wrong\n}',
    );
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: 'Which is the best animal?',
      answerKey: textKey(
        [
          { text: 'Frog', fraction: 1, feedback: 'Good!' },
          { text: 'Cat', fraction: 0.5, feedback: 'What is it with Moodlers and cats?' },
        ],
        'Completely wrong',
      ),
    });
  });

  it('adds the general feedback to every answer’s feedback and to the feedback for any other', () => {
    const question = only('Capital of Malaysia?{=Kuala Lumpur#Yes. =KL ####It has been since 1957.}');
    expect(question.setupData).toMatchObject({
      answerKey: textKey(
        [
          { text: 'Kuala Lumpur', fraction: 1, feedback: 'Yes.\n\nIt has been since 1957.' },
          { text: 'KL', fraction: 1, feedback: 'It has been since 1957.' },
        ],
        'It has been since 1957.',
      ),
    });
  });

  it('reports a * standing for any text, and takes \\* as an asterisk', () => {
    expect(problemsOf('Spell it.{=colo*r}')).toEqual([
      [
        1,
        'quiz.import.wildcard',
        'Kelas takes each accepted answer as written, without * for any text: colo*r.',
      ],
    ]);
    expect(problemsOf('Anything?{=%50%*}')).toEqual([
      [1, 'quiz.import.wildcard', 'Kelas takes each accepted answer as written, without * for any text: *.'],
    ]);
    const typed = only('Five times three, as a spreadsheet formula?{=5\\*3}');
    expect(typed.setupData).toMatchObject({ answerKey: { answers: [{ text: '5*3' }] } });
  });

  it('reports weights with no full-marks answer, and weights beyond 0 to 100%', () => {
    expect(problemsOf('Nearly?{=%50%almost =%25%close}')).toEqual([
      [
        1,
        'quiz.import.invalid',
        'This question does not fit Kelas: Give at least one accepted answer full marks.',
      ],
    ]);
    expect(problemsOf('Which?{=right =%-50%wrong =%150%better}')).toEqual([
      [1, 'quiz.import.weights', 'Kelas cannot mark with these answer weights: -50%, 150%.'],
    ]);
  });
});

describe('matching', () => {
  it('gives each item its match among the choices', () => {
    const question = only(
      'Match the following countries with their corresponding capitals. {\n    =Canada -> Ottawa\n    =Italy  -> Rome\n    =Japan  -> Tokyo\n    =India  -> New Delhi\n    }',
    );
    expect(question.widgetType).toBe('match_it');
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: 'Match the following countries with their corresponding capitals.',
      items: [
        { id: 'i1', text: 'Canada' },
        { id: 'i2', text: 'Italy' },
        { id: 'i3', text: 'Japan' },
        { id: 'i4', text: 'India' },
      ],
      choices: [
        { id: 'c1', text: 'Ottawa' },
        { id: 'c2', text: 'Rome' },
        { id: 'c3', text: 'Tokyo' },
        { id: 'c4', text: 'New Delhi' },
      ],
      answerKey: { matches: { i1: 'c1', i2: 'c2', i3: 'c3', i4: 'c4' } },
    });
  });

  it('reads each item in its own format, and = -> as an extra choice', () => {
    const question = only(
      [
        '// question: 2  name: Moodle activities',
        '::Moodle activities::[html]Match the <b>activity</b> to the description.{',
        '    =[html]An activity supporting asynchronous discussions. -> Forum',
        '    =[moodle]A teacher asks a question and specifies a choice of multiple responses. -> Choice',
        '    =[plain]A bank of record entries which participants can add to. -> Database',
        '    =[markdown]A collection of web pages that anyone can add to or edit. -> Wiki',
        '    = -> Chat',
        '}',
      ].join('\n'),
    );
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: 'Match the activity to the description.',
      items: [
        { id: 'i1', text: 'An activity supporting asynchronous discussions.' },
        { id: 'i2', text: 'A teacher asks a question and specifies a choice of multiple responses.' },
        { id: 'i3', text: 'A bank of record entries which participants can add to.' },
        { id: 'i4', text: 'A collection of web pages that anyone can add to or edit.' },
      ],
      choices: ['Forum', 'Choice', 'Database', 'Wiki', 'Chat'].map((text, at) => ({
        id: `c${at + 1}`,
        text,
      })),
      answerKey: { matches: { i1: 'c1', i2: 'c2', i3: 'c3', i4: 'c4' } },
    });
  });

  it('sorts items that share a match into the matches, as a categorise', () => {
    const question = only(
      'Which animal eats which food? { =cat -> meat =dog -> meat =cow -> grass = -> fish }',
    );
    expect(question.widgetType).toBe('categorise');
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: 'Which animal eats which food?',
      categories: [
        { id: 'c1', text: 'meat' },
        { id: 'c2', text: 'grass' },
        { id: 'c3', text: 'fish' },
      ],
      items: [
        { id: 'i1', text: 'cat' },
        { id: 'i2', text: 'dog' },
        { id: 'i3', text: 'cow' },
      ],
      answerKey: { categoryOf: { i1: 'c1', i2: 'c1', i3: 'c2' } },
    });
  });

  it('reports a pair without ->, and feedback matching cannot show', () => {
    expect(problemsOf('Match.{=Canada -> Ottawa =Italy Rome}')).toEqual([
      [1, 'quiz.import.malformed', 'This question could not be read: =Italy Rome.'],
    ]);
    expect(problemsOf('Match.{=Canada -> Ottawa =Italy -> Rome ####Capitals all.}')).toEqual([
      [
        1,
        'quiz.import.feedback',
        'This type of question has no place for this feedback in Kelas: Capitals all.',
      ],
    ]);
  });
});

describe('numerical', () => {
  it('takes a value with its margin, or a value alone, as a short answer taking a number', () => {
    expect(only('When was Ulysses S. Grant born?{#1822:5}').setupData).toEqual({
      ...SETTINGS,
      question: 'When was Ulysses S. Grant born?',
      answerKey: {
        kind: 'numeric',
        answers: [{ value: 1822, tolerance: 5, fraction: 1, feedback: '' }],
        otherwiseFeedback: '',
      },
    });
    expect(only('When was Ulysses S. Grant born? {#1822}').setupData).toMatchObject({
      answerKey: { answers: [{ value: 1822, tolerance: 0, fraction: 1 }] },
    });
  });

  it('turns a range minimum..maximum into its middle value and margin', () => {
    expect(only('::Q6:: What is a number from 1 to 5? {#1..5}').setupData).toMatchObject({
      question: 'What is a number from 1 to 5?',
      answerKey: { kind: 'numeric', answers: [{ value: 3, tolerance: 2, fraction: 1, feedback: '' }] },
    });
    // Inside the sentence ("}." ends it), as Moodle's example: a blank where the answer stood.
    expect(only('What is the value of pi (to 3 decimal places)? {#3.141..3.142}.').setupData).toEqual({
      ...SETTINGS,
      question: 'What is the value of pi (to 3 decimal places)? _____.',
      answerKey: {
        kind: 'numeric',
        // biome-ignore lint/suspicious/noApproximativeNumericConstant: the middle of 3.141..3.142, not π.
        answers: [{ value: 3.1415, tolerance: 0.0005, fraction: 1, feedback: '' }],
        otherwiseFeedback: '',
      },
    });
  });

  it('keeps several weighted answers with their feedback, and the feedback after ~ for any other number', () => {
    const grant = only(
      '//this comment will be ignored by the filter\n::Numerical example::\nWhen was Ulysses S. Grant born? {#\n     =1822:0      #Correct! 100% credit\n     =%50%1822:2  #He was born in 1822.\n                  You get 50% credit for being close.\n}',
    );
    expect(grant.name).toBe('Numerical example');
    expect(grant.setupData).toEqual({
      ...SETTINGS,
      question: 'When was Ulysses S. Grant born?',
      answerKey: {
        kind: 'numeric',
        answers: [
          { value: 1822, tolerance: 0, fraction: 1, feedback: 'Correct! 100% credit' },
          {
            value: 1822,
            tolerance: 2,
            fraction: 0.5,
            feedback: 'He was born in 1822.\nYou get 50% credit for being close.',
          },
        ],
        otherwiseFeedback: '',
      },
    });
    expect(only('::Q5:: What is a number from 1 to 5? {#3:2~#Completely wrong}').setupData).toMatchObject({
      answerKey: { answers: [{ value: 3, tolerance: 2 }], otherwiseFeedback: 'Completely wrong' },
    });
  });

  it('reports an answer that is not a number Kelas can mark, and one with no full marks', () => {
    expect(problemsOf('How many?{#about ten}\n\nHow far?{#1e999}\n\nHow much?{#=%50%3:1}')).toEqual([
      [
        1,
        'quiz.import.number',
        'Write this answer as a number, number:margin or minimum..maximum: about ten.',
      ],
      [3, 'quiz.import.number', 'Write this answer as a number, number:margin or minimum..maximum: 1e999.'],
      [
        5,
        'quiz.import.invalid',
        'This question does not fit Kelas: Give at least one accepted answer full marks.',
      ],
    ]);
  });
});

describe('missing word', () => {
  it('makes = answers inside a sentence a fill in the blanks text with one gap', () => {
    const question = only('Two plus two equals {=four =4}.');
    expect(question.widgetType).toBe('fill_in_the_blanks');
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: 'Fill in the blanks.',
      passage: [{ text: 'Two plus two equals ' }, { gapId: 'g1' }, { text: '.' }],
      answerKey: { gaps: { g1: ['four', '4'] }, caseSensitive: false },
    });
    expect(only('::Q3:: Two plus {=two =2} equals four.').setupData).toMatchObject({
      passage: [{ text: 'Two plus ' }, { gapId: 'g1' }, { text: ' equals four.' }],
      answerKey: { gaps: { g1: ['two', '2'] } },
    });
  });

  it('asks a multiple choice inside a sentence with a blank where the answers stood', () => {
    const question = only(
      'The American holiday of Thanksgiving is celebrated on the {\n    ~second\n    ~third\n    =fourth\n} Thursday of November.',
    );
    expect(question.setupData).toEqual(
      choice(
        'The American holiday of Thanksgiving is celebrated on the _____ Thursday of November.',
        ['second', 'third', 'fourth'],
        { correctOptionIds: ['o3'] },
      ),
    );
  });

  it('keeps weighted or commented answers inside a sentence as a short answer with a blank', () => {
    const question = only(
      "::Jesus' hometown (Short answer ex.):: Jesus Christ was from {\n     =Nazareth#Yes! That's right!\n     =%75%Nazereth#Right, but misspelled.\n     =%25%Bethlehem#He was born here, but not raised here.\n}.",
    );
    expect(question.widgetType).toBe('short_answer');
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: 'Jesus Christ was from _____.',
      answerKey: textKey([
        { text: 'Nazareth', fraction: 1, feedback: "Yes! That's right!" },
        { text: 'Nazereth', fraction: 0.75, feedback: 'Right, but misspelled.' },
        { text: 'Bethlehem', fraction: 0.25, feedback: 'He was born here, but not raised here.' },
      ]),
    });
  });
});

describe('essay and description', () => {
  it('makes {} a long form response', () => {
    const question = only('// essay\n::Q8:: How are you? {}');
    expect(question).toMatchObject({ name: 'Q8', line: 2, widgetType: 'long_form_response' });
    expect(question.setupData).toEqual({
      ...SETTINGS,
      question: 'How are you?',
      minWords: 0,
      answerKey: { guidance: '' },
    });
  });

  it('reports an essay’s general feedback, which learners would never see', () => {
    expect(problemsOf('Describe your town.{####A model answer names its river.}')).toEqual([
      [
        1,
        'quiz.import.feedback',
        'This type of question has no place for this feedback in Kelas: A model answer names its river.',
      ],
    ]);
  });

  it('reports a description (no braces) as not supported, never dropping it', () => {
    const report = parseGift(
      '::Intro::The next questions are about Grant.\n\nGrant is buried in Grant’s tomb.{F}',
    );
    expect(report.problems).toEqual([
      {
        index: 1,
        line: 1,
        name: 'Intro',
        code: 'quiz.import.unsupported',
        reason: 'This question type is not supported yet: description.',
      },
    ]);
    expect(report.questions.map((question) => [question.index, question.line])).toEqual([[2, 3]]);
  });
});

describe('the file', () => {
  it('skips // comment lines, even inside the answers, and blocks of comments alone', () => {
    const report = parseGift(
      [
        '// ===Line Comments===',
        '',
        '// Subheading: Numerical questions below',
        "What's 2 plus 2? {#",
        '  // the only answer',
        '  =4',
        '}',
      ].join('\n'),
    );
    expect(report.problems).toEqual([]);
    expect(report.questions).toMatchObject([
      {
        index: 1,
        line: 4,
        setupData: { question: "What's 2 plus 2?", answerKey: { answers: [{ value: 4 }] } },
      },
    ]);
  });

  it('tags questions with the names of their $CATEGORY and the [tag:…] of their comments', () => {
    const report = parseGift(
      [
        '$CATEGORY: $course$/top/Unit 1/Halves //and quarters',
        '',
        '// [id:q1] [tag:easy] [tag:with \\] bracket]',
        'Half of 4?{#2}',
        '',
        'Quarter of 4?{#1}',
        '',
        '$CATEGORY: Unit 2',
        '',
        'Double 4?{#8}',
      ].join('\n'),
    );
    expect(report.questions.map((question) => question.tags)).toEqual([
      ['Unit 1', 'Halves /and quarters', 'easy', 'with ] bracket'],
      ['Unit 1', 'Halves /and quarters'],
      ['Unit 2'],
    ]);
    expect(report.questions.map((question) => question.index)).toEqual([1, 2, 3]);
  });

  it('reads ::name:: before the text, and a never-closed :: as no name', () => {
    const question = only(
      '::Kanji Origins::Japanese characters originally\ncame from what country? {=China}',
    );
    expect(question.name).toBe('Kanji Origins');
    expect(question.setupData).toMatchObject({
      question: 'Japanese characters originally\ncame from what country?',
    });
    expect(only('::Grant is buried in Grant’s tomb.{F}')).toMatchObject({
      name: null,
      setupData: { question: 'Grant is buried in Grant’s tomb.' },
    });
  });

  it('turns [html] into plain text and keeps [moodle], [markdown] and [plain] as written', () => {
    const html = only(
      '[html]<p>Which is <b>heavier</b>:&nbsp;1&nbsp;kg of iron &amp; 1&nbsp;kg of feathers?</p><p>Think&#8230;</p>{=neither}',
    );
    expect(html.setupData).toMatchObject({
      question: 'Which is heavier: 1 kg of iron & 1 kg of feathers?\nThink…',
    });
    const markdown = only(
      "// ===Specify text format===\n[markdown]Who's buried in **Grant's tomb**?{\n=no one#excellent answer!\n=nobody#excellent answer!}",
    );
    expect(markdown.setupData).toMatchObject({ question: "Who's buried in **Grant's tomb**?" });
    expect(only('[plain]Is 3 < 5?{T}').setupData).toMatchObject({ question: 'Is 3 < 5?' });
    expect(only('[moodle]Is <b>3</b> odd?{T}').setupData).toMatchObject({ question: 'Is <b>3</b> odd?' });
  });

  it('reads an answer or feedback in the format it names, else the question’s', () => {
    const question = only(
      "::Q2:: [html]What's between <i>orange</i> and <i>green</i>?\n{\n    =yellow # right; good!\n    ~red # [html]wrong, it's <b>yellow</b>\n    ~[plain]<blue> # wrong\n}",
    );
    expect(question.setupData).toMatchObject({
      question: "What's between orange and green?",
      options: [
        { id: 'o1', text: 'yellow' },
        { id: 'o2', text: 'red' },
        { id: 'o3', text: '<blue>' },
      ],
      answerKey: { feedback: { o1: 'right; good!', o2: "wrong, it's yellow", o3: 'wrong' } },
    });
  });

  it('reads \\~ \\= \\# \\{ \\} \\: \\\\ as the characters and \\n as a new line', () => {
    const question = only(
      [
        '::GIFT Control Characters::',
        'Which of the following is NOT a control character for the GIFT import format? {',
        '   ~ \\~     # \\~ is a control character.',
        '   ~ \\=     # \\= is a control character.',
        '   ~ \\#     # \\# is a control character.',
        '   ~ \\{     # \\{ is a control character.',
        '   ~ \\}     # \\} is a control character.',
        '   = \\\\     # Correct! \\\\ (backslash) is not a control character. BUT,',
        '              it is used to escape the control characters.',
        '}',
      ].join('\n'),
    );
    expect(question.setupData).toEqual(
      choice(
        'Which of the following is NOT a control character for the GIFT import format?',
        ['~', '=', '#', '{', '}', '\\'],
        {
          correctOptionIds: ['o6'],
          feedback: {
            o1: '~ is a control character.',
            o2: '= is a control character.',
            o3: '# is a control character.',
            o4: '{ is a control character.',
            o5: '} is a control character.',
            o6: 'Correct! \\ (backslash) is not a control character. BUT,\nit is used to escape the control characters.',
          },
        },
      ),
    );
    const escapes = only('::Ratio 1\\:2::Line one\\nline two: is 1\\:2 = 2\\:4?{T}');
    expect(escapes).toMatchObject({
      name: 'Ratio 1:2',
      setupData: { question: 'Line one\nline two: is 1:2 = 2:4?' },
    });
  });

  it('separates questions by blank lines, numbering them and their lines whatever the line endings', () => {
    const report = parseGift(
      "// ===Multiple Choice===\r\n\r\nWho's buried in Grant's tomb?{~Grant ~Jefferson =no one}\r\n   \r\n\r\nJapanese characters originally came from what country? {\r\n    ~India\r\n    =China\r\n    ~Korea\r\n    ~Egypt}\r\n",
    );
    expect(report.problems).toEqual([]);
    expect(
      report.questions.map((question) => [question.index, question.line, question.setupData.options]),
    ).toEqual([
      [
        1,
        3,
        [
          { id: 'o1', text: 'Grant' },
          { id: 'o2', text: 'Jefferson' },
          { id: 'o3', text: 'no one' },
        ],
      ],
      [
        2,
        6,
        [
          { id: 'o1', text: 'India' },
          { id: 'o2', text: 'China' },
          { id: 'o3', text: 'Korea' },
          { id: 'o4', text: 'Egypt' },
        ],
      ],
    ]);
  });

  it('reports a malformed question with its line, and still reads the rest of the file', () => {
    const report = parseGift(
      [
        'Who is buried in Grant’s tomb?{~Grant =no one', // 1: never closed
        '',
        'The sun rises in the east.{T}', // 3
        '',
        'Closed } before it opens {=a}', // 5
        '',
        'Two lists {=a} and {=b}.', // 7
        '',
        'Nothing to choose from.{=}', // 9
        '',
        'Nothing to choose from.{~}', // 11
        '',
        'No number.{#}', // 13
        '',
        '::Last::Grant is buried in Grant’s tomb.{F}', // 15
      ].join('\n'),
    );
    const braces = 'Put the answers of this question between one { and one }.';
    expect(
      report.problems.map((problem) => [problem.index, problem.line, problem.code, problem.reason]),
    ).toEqual([
      [1, 1, 'quiz.import.braces', braces],
      [3, 5, 'quiz.import.braces', braces],
      [4, 7, 'quiz.import.braces', braces],
      [5, 9, 'quiz.import.malformed', 'This question could not be read: {=}.'],
      [6, 11, 'quiz.import.malformed', 'This question could not be read: {~}.'],
      [7, 13, 'quiz.import.malformed', 'This question could not be read: {#}.'],
    ]);
    expect(report.questions.map((question) => [question.index, question.line, question.name])).toEqual([
      [2, 3, null],
      [8, 15, 'Last'],
    ]);
  });

  it('reports a question whose setup the schema refuses, with the first reason', () => {
    expect(problemsOf('::Nameless::{T}')).toEqual([
      [
        1,
        'quiz.import.invalid',
        'This question does not fit Kelas: Write the question, in at most 2000 characters.',
      ],
    ]);
    expect(
      reasonOf('This question does not fit Kelas: Write the question, in at most 2000 characters.'),
    ).toEqual({
      code: 'quiz.import.invalid',
      params: { detail: 'Write the question, in at most 2000 characters' },
    });
  });

  it('reports a file without questions', () => {
    const empty = [[null, 'quiz.import.empty', 'The file holds no questions.']];
    expect(problemsOf('')).toEqual(empty);
    expect(problemsOf('// Only a comment\n\n$CATEGORY: $course$/top/Empty\n')).toEqual(empty);
    expect(parseGift('The sun rises in the east.{T}').problems).toEqual([]);
  });

  it('reads a file of 1,000 questions', () => {
    const kinds = [
      (n: number) => `::Q${n}:: What is ${n} plus 1? {#${n + 1}}`,
      (n: number) => `::Q${n}:: ${n} is even.{${n % 2 === 0 ? 'T' : 'F'}}`,
      (n: number) => `::Q${n}:: Which is ${n}? {=${n} ~${n + 1} ~${n + 2}#close}`,
      (n: number) => `::Q${n}:: ${n} plus one is {=${n + 1}}.`,
      (n: number) => `::Q${n}:: Match. {=${n} -> ${n + 1} =${n + 1} -> ${n + 2}}`,
    ];
    const file = Array.from(
      { length: 1000 },
      (_, n) => `// question ${n}\n${kinds[n % kinds.length]!(n)}`,
    ).join('\n\n');
    const report = parseGift(file);
    expect(report.problems).toEqual([]);
    expect(report.questions).toHaveLength(1000);
    expect(report.questions[999]).toMatchObject({ index: 1000, line: 2999, name: 'Q999' });
  });
});

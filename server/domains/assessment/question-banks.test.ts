import { describe, expect, it } from 'vitest';
import type { BankDetail, BankSummary, ImportResult } from '../../../common/api/questionbank';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';

const testApp = setUpTestApp();

const GIFT = `// Two questions of a course on Indonesia
::Capital:: What is the capital of Indonesia? {=Jakarta ~Surabaya ~Bandung}

::Island:: Jakarta is on which island? {=Java =Jawa}
`;

async function newBank(agent: TestAgent, coursePath: string, name = 'Week 1') {
  const reply = await agent.post('/json/questionbank/create', { coursePath, name });
  expect(reply.status).toBe(200);
  return reply.body.result as BankSummary;
}
const importInto = (agent: TestAgent, bankId: string, text: string) =>
  agent.post(`/json/questionbank/update/importQuestions/${bankId}`, { format: 'gift', text });

describe('question banks', () => {
  it('a course administrator creates a bank, imports a GIFT file whole, lists and prunes its questions', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const bank = await newBank(admin, course.path);
    expect(bank).toMatchObject({ name: 'Week 1', questionCount: 0 });

    const imported = await importInto(admin, bank.id, GIFT);
    expect(imported.status).toBe(200);
    expect(imported.body.result).toEqual({ imported: 2, read: 2, problems: [] } satisfies ImportResult);
    const detail = (await admin.get(`/json/questionbank/read/getBank/${bank.id}`)).body.result as BankDetail;
    expect(
      detail.questions.map((question) => [question.name, question.widgetType, question.question]),
    ).toEqual([
      ['Capital', 'multiple_choice', 'What is the capital of Indonesia?'],
      ['Island', 'short_answer', 'Jakarta is on which island?'],
    ]);
    const listed = (await admin.get(`/json/questionbank/lookup/listBanks?coursePath=${course.path}`)).body
      .result as BankSummary[];
    expect(listed.map((summary) => [summary.name, summary.questionCount])).toEqual([['Week 1', 2]]);

    const removed = await admin.post(`/json/questionbank/update/removeQuestion/${bank.id}`, {
      questionId: detail.questions[0]!.id,
    });
    expect((removed.body.result as BankDetail).questions.map((question) => question.name)).toEqual([
      'Island',
    ]);
  });

  it('imports nothing from a file with a question it cannot take, and says which and why', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const bank = await newBank(admin, course.path);
    const broken = `${GIFT}\n::Broken:: This brace is never closed {=yes ~no\n`;
    const reply = await importInto(admin, bank.id, broken);
    expect(reply.status).toBe(200);
    const result = reply.body.result as ImportResult;
    expect(result.imported).toBe(0);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ index: 3, name: 'Broken' });
    const detail = (await admin.get(`/json/questionbank/read/getBank/${bank.id}`)).body.result as BankDetail;
    expect(detail.questions).toEqual([]);
    const empty = (await importInto(admin, bank.id, '// only a comment\n')).body.result as ImportResult;
    expect(empty.problems.map((problem) => problem.code)).toEqual(['quiz.import.empty']);
  });

  it('refuses a bad name or format with a reason, and is the course writers’ only', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const blank = await admin.post('/json/questionbank/create', { coursePath: course.path, name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldCodes).toEqual({ name: { code: 'quiz.bankName', params: { max: 120 } } });
    const bank = await newBank(admin, course.path);
    const xml = await admin.post(`/json/questionbank/update/importQuestions/${bank.id}`, {
      format: 'xml',
      text: '',
    });
    expect(xml.status).toBe(400);

    const cohort = await buildClass(testApp, course.id);
    const facilitator = await enrolledAgent(testApp, cohort.id, { staff: true });
    const stranger = await courseAgent(testApp, null);
    for (const agent of [facilitator.agent, stranger]) {
      expect((await agent.get(`/json/questionbank/read/getBank/${bank.id}`)).status).toBe(404);
      expect((await importInto(agent, bank.id, GIFT)).status).toBe(404);
    }
    expect((await freshAgent(testApp.app).get(`/json/questionbank/read/getBank/${bank.id}`)).status).toBe(
      401,
    );
  });
});

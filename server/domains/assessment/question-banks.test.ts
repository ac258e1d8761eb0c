import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type {
  BankDetail,
  BankSummary,
  ExportResult,
  ImportResult,
  ImportState,
} from '../../../common/api/questionbank';
import { packageZip } from '../../../common/domain/quiz/import/fixtures/qti-package';
import { questionImportRows, questionImports } from '../../db/schema';
import { BODY_LIMIT_BYTES } from '../../http/body-limit';
import { runJobInline } from '../../jobs/job';
import { freshAgent, type TestAgent } from '../../test/app';
import { courseAgent, enrolledAgent } from '../../test/course-fixtures';
import { buildClass, buildCourse } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { questionImportJob, runQuestionImport } from './question-import-job';

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
const MOODLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category">
    <category><text>$course$/top/Default for SEA101/Capitals</text></category>
  </question>
  <question type="truefalse">
    <name><text>Kuala Lumpur</text></name>
    <questiontext format="html"><text><![CDATA[<p>Kuala Lumpur is the capital of <b>Malaysia</b>.</p>]]></text></questiontext>
    <defaultgrade>2.0000000</defaultgrade>
    <answer fraction="100" format="moodle_auto_format"><text>true</text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="0" format="moodle_auto_format"><text>false</text><feedback format="html"><text></text></feedback></answer>
  </question>
  <question type="essay">
    <name><text>ASEAN</text></name>
    <questiontext format="html"><text>&lt;p&gt;Why was ASEAN founded?&lt;/p&gt;</text></questiontext>
    <graderinfo format="html"><text>Names the Bangkok Declaration.</text></graderinfo>
  </question>
</quiz>
`;

const startImport = (agent: TestAgent, bankId: string, body: object) =>
  agent.post(`/json/questionbank/update/importQuestions/${bankId}`, body);
const importStatus = (agent: TestAgent, importId: string) =>
  agent.get(`/json/questionbank/read/importStatus/${importId}`);

/** Where import `importId` ends: asked as the bank's page asks, until it no longer runs. */
async function finalState(agent: TestAgent, importId: string): Promise<ImportState> {
  let state: ImportState | undefined;
  await expect
    .poll(
      async () => {
        state = (await importStatus(agent, importId)).body.result as ImportState;
        return state.status;
      },
      { timeout: 10_000, interval: 20 },
    )
    .not.toBe('running');
  return state!;
}

/** Import a file into the bank as its page does, starting the job and following it: what it did. */
async function importInto(
  agent: TestAgent,
  bankId: string,
  text: string,
  format = 'gift',
  encoding?: 'base64',
): Promise<ImportResult> {
  const started = await startImport(agent, bankId, { format, text, ...(encoding && { encoding }) });
  expect(started.status).toBe(200);
  const { importId } = started.body.result as ImportState;
  expect(started.body.result).toEqual({ importId, status: 'running', percentage: 0 } satisfies ImportState);
  const state = await finalState(agent, importId);
  expect(state).toMatchObject({ status: 'finished', percentage: 100 });
  return state.result!;
}
const exportOf = (agent: TestAgent, bankId: string, format: string) =>
  agent.get(`/json/questionbank/read/exportBank/${bankId}?format=${format}`);

describe('question banks', () => {
  it('a course administrator creates a bank, imports a GIFT file whole, lists and prunes its questions', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const bank = await newBank(admin, course.path);
    expect(bank).toMatchObject({ name: 'Week 1', questionCount: 0 });

    expect(await importInto(admin, bank.id, GIFT)).toEqual({
      imported: 2,
      read: 2,
      problems: [],
    } satisfies ImportResult);
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
    const result = await importInto(admin, bank.id, broken);
    expect(result.imported).toBe(0);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ index: 3, name: 'Broken' });
    const detail = (await admin.get(`/json/questionbank/read/getBank/${bank.id}`)).body.result as BankDetail;
    expect(detail.questions).toEqual([]);
    const empty = await importInto(admin, bank.id, '// only a comment\n');
    expect(empty.problems.map((problem) => problem.code)).toEqual(['quiz.import.empty']);
  });

  it('imports a Moodle XML file, and exports the bank as GIFT and as Moodle XML, saying what a format leaves out', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const bank = await newBank(admin, course.path, 'Capitals of ASEAN');
    expect(await importInto(admin, bank.id, MOODLE_XML, 'moodle_xml')).toEqual({
      imported: 2,
      read: 2,
      problems: [],
    } satisfies ImportResult);
    const detail = (await admin.get(`/json/questionbank/read/getBank/${bank.id}`)).body.result as BankDetail;
    expect(detail.questions.map((question) => [question.name, question.widgetType, question.tags])).toEqual([
      ['Kuala Lumpur', 'multiple_choice', ['Default for SEA101', 'Capitals']],
      ['ASEAN', 'long_form_response', ['Default for SEA101', 'Capitals']],
    ]);

    const gift = await exportOf(admin, bank.id, 'gift');
    expect(gift.status).toBe(200);
    expect(gift.body.result).toEqual({
      fileName: 'capitals-of-asean.txt',
      contentType: 'text/plain; charset=utf-8',
      text: '// [tag:Default for SEA101] [tag:Capitals]\n::Kuala Lumpur::Kuala Lumpur is the capital of Malaysia.{TRUE}\n',
      encoding: 'utf8',
      skipped: [
        {
          index: 2,
          name: 'ASEAN',
          code: 'quiz.export.essay',
          reason: 'GIFT cannot keep the fewest words or the guidance for markers of this question.',
        },
      ],
    } satisfies ExportResult);

    const xml = (await exportOf(admin, bank.id, 'moodle_xml')).body.result as ExportResult;
    expect(xml).toMatchObject({
      fileName: 'capitals-of-asean.xml',
      contentType: 'application/xml',
      encoding: 'utf8',
      skipped: [],
    });
    const copy = await newBank(admin, course.path, 'Copy');
    expect(await importInto(admin, copy.id, xml.text, 'moodle_xml')).toEqual({
      imported: 2,
      read: 2,
      problems: [],
    } satisfies ImportResult);
    const copied = (await admin.get(`/json/questionbank/read/getBank/${copy.id}`)).body.result as BankDetail;
    expect(
      copied.questions.map(({ name, widgetType, question, tags }) => [name, widgetType, question, tags]),
    ).toEqual(
      detail.questions.map(({ name, widgetType, question, tags }) => [name, widgetType, question, tags]),
    );
  });

  it('exports the bank as an IMS QTI 2.1 package in base64, whose items import back, saying what it leaves out', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const bank = await newBank(admin, course.path, 'Capitals of ASEAN');
    await importInto(admin, bank.id, MOODLE_XML, 'moodle_xml');
    await importInto(admin, bank.id, '::Pi:: What is pi? {#3.14:0.01}\n');
    const detail = (await admin.get(`/json/questionbank/read/getBank/${bank.id}`)).body.result as BankDetail;

    const reply = await exportOf(admin, bank.id, 'qti');
    expect(reply.status).toBe(200);
    const qti = reply.body.result as ExportResult;
    expect(qti).toMatchObject({
      fileName: 'capitals-of-asean.zip',
      contentType: 'application/zip',
      encoding: 'base64',
      skipped: [
        {
          index: 3,
          name: 'Pi',
          code: 'quiz.export.tolerance',
          reason: 'IMS QTI 2.1 cannot keep a margin of error around a right number: 3.14 ± 0.01.',
        },
      ],
    } satisfies Partial<ExportResult>);
    const files = unzipSync(Buffer.from(qti.text, 'base64'));
    expect(Object.keys(files).sort()).toEqual([
      'assessment-test.xml',
      'imsmanifest.xml',
      'items/item-1.xml',
      'items/item-2.xml',
    ]);

    const copy = await newBank(admin, course.path, 'Copy');
    expect(await importInto(admin, copy.id, qti.text, 'qti', 'base64')).toEqual({
      imported: 2,
      read: 2,
      problems: [],
    } satisfies ImportResult);
    const copied = (await admin.get(`/json/questionbank/read/getBank/${copy.id}`)).body.result as BankDetail;
    const shown = (questions: BankDetail['questions']) =>
      questions.map(({ name, widgetType, question, tags }) => [name, widgetType, question, tags]);
    expect(shown(copied.questions)).toEqual(shown(detail.questions.slice(0, 2)));
  });

  it('imports an IMS QTI 2.1 package sent in base64, larger than other requests, in its test’s order', async () => {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const bank = await newBank(admin, course.path, 'SEA101');
    // A photograph the package carries (random bytes do not compress): the body is over the app's 256 KB.
    const zip = packageZip({ 'items/capital-indonesia/monas.jpg': randomBytes(300_000) });
    expect(zip.length).toBeGreaterThan(BODY_LIMIT_BYTES);
    // The package is kept as its base64 until the job reads it (the encoding in `report` meanwhile).
    const sendZip = (bankId: string, bytes: Uint8Array) =>
      importInto(admin, bankId, Buffer.from(bytes).toString('base64'), 'qti', 'base64');
    expect(await sendZip(bank.id, zip)).toEqual({
      imported: 4,
      read: 4,
      problems: [],
    } satisfies ImportResult);
    const detail = (await admin.get(`/json/questionbank/read/getBank/${bank.id}`)).body.result as BankDetail;
    expect(detail.questions.map(({ name, widgetType, tags }) => [name, widgetType, tags])).toEqual([
      ['Rivers', 'match_it', []],
      ['Island of Jakarta', 'short_answer', ['Geography']],
      ['Capital of Indonesia', 'multiple_choice', ['Capitals', 'Indonesia']],
      ['ASEAN', 'long_form_response', []],
    ]);

    const broken = await sendZip(bank.id, packageZip({ 'items/rivers/qti.xml': undefined }));
    expect(broken).toMatchObject({
      imported: 0,
      read: 4,
      problems: [{ index: 1, name: '../../items/rivers/qti.xml', code: 'quiz.import.packageFile' }],
    });
    const item = await importInto(admin, bank.id, '<assessmentItem', 'qti');
    expect(item.problems.map(({ code }) => code)).toEqual(['quiz.import.qti']);
    const count = (await admin.get(`/json/questionbank/read/getBank/${bank.id}`)).body.result as BankDetail;
    expect(count.questionCount).toBe(4);
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

    expect((await exportOf(admin, bank.id, 'xml')).status).toBe(400);

    const started = await startImport(admin, bank.id, { format: 'gift', text: GIFT });
    const { importId } = started.body.result as ImportState;
    expect(await finalState(admin, importId)).toMatchObject({ status: 'finished', percentage: 100 });
    expect((await importStatus(admin, 'not-an-import')).status).toBe(404);

    const cohort = await buildClass(testApp, course.id);
    const facilitator = await enrolledAgent(testApp, cohort.id, { staff: true });
    const learner = await enrolledAgent(testApp, cohort.id);
    const stranger = await courseAgent(testApp, null);
    const { course: other } = await buildCourse(testApp);
    const otherAdmin = await courseAgent(testApp, other.path, 'administrator');
    for (const agent of [facilitator.agent, learner.agent, stranger, otherAdmin]) {
      expect((await agent.get(`/json/questionbank/read/getBank/${bank.id}`)).status).toBe(404);
      expect((await startImport(agent, bank.id, { format: 'gift', text: GIFT })).status).toBe(404);
      expect((await importStatus(agent, importId)).status).toBe(404);
      expect((await exportOf(agent, bank.id, 'gift')).status).toBe(404);
    }
    expect((await freshAgent(testApp.app).get(`/json/questionbank/read/getBank/${bank.id}`)).status).toBe(
      401,
    );
    expect((await importStatus(freshAgent(testApp.app), importId)).status).toBe(401);
    expect((await exportOf(freshAgent(testApp.app), bank.id, 'moodle_xml')).status).toBe(401);
  });
});

describe('importing questions as a job', () => {
  const FIVE = ['One', 'Two', 'Three', 'Four', 'Five']
    .map((name, at) => `::${name}:: What is ${at} plus 1? {#${at + 1}}`)
    .join('\n\n');
  const logger = pino({ level: 'silent' });

  /** A course administrator's bank holding one question, and a running import of FIVE into it. */
  async function bankWithImport() {
    const { course } = await buildCourse(testApp);
    const admin = await courseAgent(testApp, course.path, 'administrator');
    const bank = await newBank(admin, course.path);
    await importInto(admin, bank.id, '::Zero:: What is 0? {#0}');
    const [row] = await testApp.database.db
      .insert(questionImports)
      .values({ bankId: bank.id, format: 'gift', text: FIVE })
      .returning();
    return { admin, bank, importId: row!.id };
  }
  const bankQuestionNames = async (agent: TestAgent, bankId: string) =>
    ((await agent.get(`/json/questionbank/read/getBank/${bankId}`)).body.result as BankDetail).questions.map(
      (question) => question.name,
    );

  it('stages the questions a chunk at a time, its progress readable meanwhile, then puts them all in the bank and empties the text', async () => {
    const { admin, bank, importId } = await bankWithImport();
    const seen: number[] = [];
    await runQuestionImport(testApp.database.db, importId, {
      chunkSize: 2,
      afterChunk: async (processed) => {
        seen.push(processed);
        // Each chunk commits: its progress shows on either database, the bank still as it was.
        const percentage = Math.round((processed * 100) / 5);
        await expect
          .poll(async () => (await importStatus(admin, importId)).body.result, { interval: 10 })
          .toEqual({ importId, status: 'running', percentage } satisfies ImportState);
        expect(await bankQuestionNames(admin, bank.id)).toEqual(['Zero']);
      },
    });
    expect(seen).toEqual([2, 4, 5]);
    expect(await testApp.database.db.select().from(questionImportRows)).toEqual([]);
    expect((await importStatus(admin, importId)).body.result).toEqual({
      importId,
      status: 'finished',
      percentage: 100,
      result: { imported: 5, read: 5, problems: [] },
    } satisfies ImportState);
    expect(await bankQuestionNames(admin, bank.id)).toEqual(['Zero', 'One', 'Two', 'Three', 'Four', 'Five']);
    const [row] = await testApp.database.db
      .select()
      .from(questionImports)
      .where(eq(questionImports.id, importId));
    expect(row).toMatchObject({ text: '', processed: 5, total: 5 });

    // A retry of the job finds the import done, and leaves it.
    await runJobInline(questionImportJob, { importId }, { db: testApp.database.db, logger });
    expect(await bankQuestionNames(admin, bank.id)).toHaveLength(6);
  });

  it('marks an import that stops failed, saying what to do, and imports none of its questions', async () => {
    const { admin, bank, importId } = await bankWithImport();
    await expect(
      runQuestionImport(testApp.database.db, importId, {
        chunkSize: 2,
        afterChunk: async (processed) => {
          if (processed === 4) throw new Error('the database went away');
        },
      }),
    ).rejects.toThrow('the database went away');
    expect((await importStatus(admin, importId)).body.result).toEqual({
      importId,
      status: 'failed',
      percentage: 80,
      reason: 'The import stopped before it was done, and added nothing. Import the file again.',
    } satisfies ImportState);
    expect(await bankQuestionNames(admin, bank.id)).toEqual(['Zero']);
    const [row] = await testApp.database.db
      .select()
      .from(questionImports)
      .where(eq(questionImports.id, importId));
    expect(row!.text).toBe('');
    expect(await testApp.database.db.select().from(questionImportRows)).toEqual([]);
  });
});

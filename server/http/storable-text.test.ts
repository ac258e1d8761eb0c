import { describe, expect, it } from 'vitest';
import { blockMediaUploadPath } from '../../common/api/block-media';
import { freshAgent, type TestReply } from '../test/app';
import { courseWithAdmin } from '../test/course-fixtures';
import { collectedLog } from '../test/log-lines';
import { setUpTestApp } from '../test/set-up-test-app';
import { uploadFile } from '../test/upload-file';

// A NUL character or a lone surrogate reaching PostgreSQL failed the query: 500, with the SQL and
// its parameters logged at error level. They are refused where requests are decoded instead.

const { logger, lines: logLines } = collectedLog();
const testApp = setUpTestApp({ logger });

const REASON = 'Remove the invisible or broken characters from this text.';

function expectRefused(reply: TestReply, field: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body).toMatchObject({
    error: 'invalid_input',
    reasonCode: { code: 'form.unstorableText' },
    fields: { [field]: REASON },
    fieldCodes: { [field]: { code: 'form.unstorableText' } },
  });
}

describe('text no column can keep', () => {
  it('is refused with 400 and a field reason in queries, path ids and bodies, and nothing is logged', async () => {
    const visitor = freshAgent(testApp.app);
    const from = logLines.length;
    expectRefused(await visitor.get('/json/course/lookup/search?q=a%00b'), 'q');
    expectRefused(await visitor.get('/json/course/read/getLandingPage/%00'), 'id');
    expectRefused(await visitor.get('/json/blog/lookup/listPosts?profileName=a%00'), 'profileName');
    expectRefused(await visitor.get('/json/course/read/getLandingPage/%ED%A0%80'), 'path');
    expectRefused(
      await visitor.get(`/json/course/lookup/search?language=${encodeURIComponent('["en","\\u0000"]')}`),
      'language',
    );
    expectRefused(await visitor.post('/json/auth/', { user: 'a@example.test\u0000', password: 'x' }), 'user');
    expectRefused(await visitor.post('/json/auth/', 'user=%00&password=x', { form: true }), 'user');
    const logged = logLines.slice(from).join('\n');
    expect(logged).not.toMatch(/"level":50|Failed query|\\u0000/);
  });

  it('is refused in multi calls, in the paths of media, exports, rendering and uploads, and in uploaded file names', async () => {
    const { course, admin } = await courseWithAdmin(testApp);
    const multiRead = [{ method: 'getLandingPage', id: 'x\ud800' }];
    expectRefused(
      await admin.get(`/json/course/multi/read?methodsJSON=${encodeURIComponent(JSON.stringify(multiRead))}`),
      'id',
    );
    expectRefused(await admin.get('/media/course-files/a%00.pdf'), 'name');
    expectRefused(await admin.get('/media/courses/%00'), 'key');
    expectRefused(await admin.get('/api/cohort/%00/enrolment-codes.csv'), 'path');
    expectRefused(await admin.get('/rendering/page/view-content/%00/x/'), 'pageId');
    expectRefused(await admin.get('/courses/%00/'), 'path');
    const text = { data: Buffer.from('notes'), contentType: 'text/plain' };
    expectRefused(
      await uploadFile(admin, blockMediaUploadPath('\u0000', 'file'), { ...text, filename: 'notes.txt' }),
      'path',
    );
    expectRefused(
      await uploadFile(admin, blockMediaUploadPath(course.path, 'file'), {
        ...text,
        filename: 'no\u0000tes.txt',
      }),
      'file',
    );
  });
});

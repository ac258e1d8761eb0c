import { describe, expect, it } from 'vitest';
import { type Post, type PostAttachment, postMediaUploadPath } from '../../../common/api/feed';
import { TestAgent } from '../../test/app';
import { userAgent } from '../../test/course-fixtures';
import { setUpTestApp } from '../../test/set-up-test-app';
import { uploadFile } from '../../test/upload-file';
import { buildPostCourse, createPost } from './social-test-kit';

const testApp = setUpTestApp();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('a post’s media', () => {
  it('is uploaded by a learner who may post, attached with a plain-text name, and served to the post’s readers only', async () => {
    const made = await buildPostCourse(testApp, { condition: 'after_posting' });
    const upload = (agent: TestAgent) =>
      uploadFile(agent, postMediaUploadPath(made.block.id, made.cohort.path), {
        data: pdf,
        filename: '<img src=x onerror=alert(1)>notes.pdf',
        contentType: 'application/pdf',
      });
    expect((await upload(made.teacher.agent)).status).toBe(403);
    expect((await upload(made.elsewhere.agent)).status).toBe(404);
    expect((await upload(new TestAgent(testApp.app))).status).toBe(401);
    const reply = await upload(made.classmate.agent);
    expect(reply.status).toBe(200);
    const attachment = reply.body.result as PostAttachment & { kind: 'file' };
    expect(attachment).toMatchObject({ kind: 'file', name: 'notes.pdf', contentType: 'application/pdf' });
    expect(attachment.url).toBe(`/api/post-media/${attachment.uploadId}/`);
    // Its uploader sees it before it is posted; nobody else does.
    expect((await made.classmate.agent.get(attachment.url)).status).toBe(200);
    expect((await made.learner.agent.get(attachment.url)).status).toBe(404);

    // Another learner cannot attach it; its uploader can, with no text at all.
    const stolen = await createPost(made.learner.agent, made.block.id, made.cohort.path, '', [attachment]);
    expect(stolen).toMatchObject({
      status: 400,
      body: { fields: { attachments: 'Upload the file again.' } },
    });
    const posted = await createPost(made.classmate.agent, made.block.id, made.cohort.path, '', [
      { ...attachment, name: '<script>alert(1)</script>renamed.pdf', sizeBytes: 1, contentType: 'text/html' },
    ]);
    expect(posted.status).toBe(200);
    expect((posted.body.result as Post).attachments).toEqual([
      { ...attachment, name: 'renamed.pdf', sizeBytes: pdf.length },
    ]);
    // The learner has not posted yet ("after_posting"): the file is withheld like the post.
    expect((await made.learner.agent.get(attachment.url)).status).toBe(404);
    expect((await made.teacher.agent.get(attachment.url)).status).toBe(200);
    await createPost(made.learner.agent, made.block.id, made.cohort.path, '<p>Mine</p>');
    expect((await made.learner.agent.get(attachment.url)).status).toBe(200);
    expect((await (await userAgent(testApp)).agent.get(attachment.url)).status).toBe(404);
  });

  it('takes embeds of allowed sites only', async () => {
    const made = await buildPostCourse(testApp);
    const embed = (url: string) =>
      createPost(made.learner.agent, made.block.id, made.cohort.path, '', [{ kind: 'embed', url }]);
    expect(await embed('https://evil.example/page')).toMatchObject({
      status: 400,
      body: { fields: { attachments: 'Embed a page of a site on the allowed list.' } },
    });
    const allowed = await embed('https://padlet.com/board/1');
    expect((allowed.body.result as Post).attachments).toEqual([
      { kind: 'embed', url: 'https://padlet.com/board/1' },
    ]);
  });
});

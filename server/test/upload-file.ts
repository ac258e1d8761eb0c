import type { TestAgent, TestReply } from './app';

const BOUNDARY = '----kelas-test-upload';

/** A file part of a multipart upload (field `file`). */
export interface UploadPart {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** POST `parts` as a multipart form, with the agent's cookies and CSRF header, as the web app uploads. */
export async function uploadFile(agent: TestAgent, url: string, ...parts: UploadPart[]): Promise<TestReply> {
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename ?? 'upload'}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  const headers = {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'x-csrftoken': await agent.csrfToken(),
  };
  return agent.send({ method: 'POST', url, headers, payload });
}

import type { TestAgent, TestReply } from './app';

const BOUNDARY = '----kelas-test-upload';

/** The content type of a multipart body made by `multipartBody`. */
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A file part of a multipart upload (field `file`). */
export interface UploadPart {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart body of `parts`, each a field named `file`. */
export function multipartBody(parts: readonly UploadPart[]): Buffer {
  return Buffer.concat([
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
}

/** The headers of a multipart POST by `agent`, CSRF token included. */
export async function multipartHeaders(agent: TestAgent): Promise<Record<string, string>> {
  return { 'content-type': MULTIPART_CONTENT_TYPE, 'x-csrftoken': await agent.csrfToken() };
}

/** POST `parts` as a multipart form, with the agent's cookies and CSRF header, as the web app uploads. */
export async function uploadFile(agent: TestAgent, url: string, ...parts: UploadPart[]): Promise<TestReply> {
  return agent.send({
    method: 'POST',
    url,
    headers: await multipartHeaders(agent),
    payload: multipartBody(parts),
  });
}

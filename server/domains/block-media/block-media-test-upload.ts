import { type BlockMediaKind, blockMediaUploadPath } from '../../../common/api/block-media';
import type { TestAgent } from '../../test/app';

/** One file part of a test upload. */
export interface UploadPart {
  data: Buffer;
  filename: string;
  contentType?: string;
}

const BOUNDARY = '----kelas-block-media';

/** A multipart body of `parts`, each a field named `file`. */
export function multipartBody(parts: readonly UploadPart[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename}"\r\n` +
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
  return {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'x-csrftoken': await agent.csrfToken(),
  };
}

/** Upload `parts` as block media of `kind` to the course at `coursePath`, as the editor does. */
export async function uploadBlockMedia(
  agent: TestAgent,
  coursePath: string,
  kind: BlockMediaKind,
  ...parts: UploadPart[]
) {
  return agent.send({
    method: 'POST',
    url: blockMediaUploadPath(coursePath, kind),
    headers: await multipartHeaders(agent),
    payload: multipartBody(parts),
  });
}

/** Create a course administered by `agent`. */
export async function createCourse(agent: TestAgent, code: string): Promise<void> {
  const reply = await agent.post('/json/course/create', {
    name: `Course ${code}`,
    code,
    language: 'en',
    category: 'design',
    courseType: 'SHORT_COURSE',
  });
  if (reply.status !== 200) throw new Error(`Course ${code} not created: ${JSON.stringify(reply.body)}`);
}

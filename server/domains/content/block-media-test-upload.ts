import { type BlockMediaKind, blockMediaUploadPath } from '../../../common/api/block-media';
import type { TestAgent } from '../../test/app';
import { type UploadPart, uploadFile } from '../../test/upload-file';

/** Upload `parts` as block media of `kind` to the course at `coursePath`, as the editor does. */
export async function uploadBlockMedia(
  agent: TestAgent,
  coursePath: string,
  kind: BlockMediaKind,
  ...parts: UploadPart[]
) {
  return uploadFile(agent, blockMediaUploadPath(coursePath, kind), ...parts);
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

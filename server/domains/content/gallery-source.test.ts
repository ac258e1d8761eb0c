import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../../../common/api/page-layout';
import { blockIds, editedPage, layoutUpdate, writeOnce } from '../../test/layout-test-kit';
import { setUpTestApp } from '../../test/set-up-test-app';
import { GALLERY_SOURCE_REASON } from './gallery-source';

const testApp = setUpTestApp();

describe('a gallery block’s source', () => {
  it('is the class (null), or a post block of the same page; anything else is refused with a reason', async () => {
    const { pageId, editor, sectionId, layout } = await editedPage(testApp, 1);
    const richTextId = blockIds(layout)[0]![0]!;
    const withPost = await writeOnce(testApp, editor, 'addBlock', pageId, {
      sectionId,
      index: 1,
      widgetType: 'post',
    });
    const postId = blockIds(withPost)[0]![1]!;
    const whole = await writeOnce(testApp, editor, 'addBlock', pageId, {
      sectionId,
      index: 2,
      widgetType: 'gallery',
    });
    const gallery = whole.sections[0]!.blocks[2]!;
    expect(gallery).toMatchObject({ widgetType: 'gallery', setupData: { heading: '', sourceBlockId: null } });

    const other = await editedPage(testApp, 0);
    const elsewhere = await writeOnce(testApp, other.editor, 'addBlock', other.pageId, {
      sectionId: other.sectionId,
      index: 0,
      widgetType: 'post',
    });
    const otherPagePost = blockIds(elsewhere)[0]![0]!;
    for (const sourceBlockId of [richTextId, otherPagePost, '6f1c2b1e-0000-4000-8000-000000000000']) {
      for (const [name, body] of [
        ['addBlock', { sectionId, index: 0, widgetType: 'gallery', setupData: { sourceBlockId } }],
        ['updateBlock', { blockId: gallery.id, setupData: { heading: 'Ours', sourceBlockId } }],
      ] as const) {
        const reply = await layoutUpdate(editor, name, pageId, body);
        expect(reply.status, `${name} ${sourceBlockId}`).toBe(400);
        expect(reply.body.fields).toEqual({ 'setupData.sourceBlockId': GALLERY_SOURCE_REASON });
      }
    }
    const notUuid = await layoutUpdate(editor, 'updateBlock', pageId, {
      blockId: gallery.id,
      setupData: { sourceBlockId: 'post' },
    });
    expect(notUuid.body.fields).toHaveProperty(['setupData.sourceBlockId']);

    const saved: PageLayout = await writeOnce(testApp, editor, 'updateBlock', pageId, {
      blockId: gallery.id,
      setupData: { heading: 'Ours', sourceBlockId: postId },
    });
    expect(saved.sections[0]!.blocks[2]!.setupData).toEqual({ heading: 'Ours', sourceBlockId: postId });
  });
});

import { useTranslation } from 'react-i18next';
import { GallerySetup as GallerySetupSchema } from '../../../../common/domain/widget-setup';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { postBlockLabel, usePagePostBlocks } from '../page-sections-context';
import { useSetupFormData } from './setup-form-data';

/** The value of the "whole class" choice (null in the setup data). */
const WHOLE_CLASS = 'class';

/**
 * A gallery block's setup: an optional heading, and where its pictures come from — one post block
 * of this page, or every post of the reader's class.
 */
export function GallerySetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(GallerySetupSchema, { block, onChange });
  const postBlocks = usePagePostBlocks();
  const source = data.sourceBlockId ?? WHOLE_CLASS;
  const missing = data.sourceBlockId !== null && !postBlocks.some((each) => each.id === data.sourceBlockId);
  return (
    <div className="space-y-4">
      <TextField
        label={t('pageEditor.gallerySetup.heading')}
        hint={t('pageEditor.gallerySetup.headingHint')}
        value={data.heading}
        maxLength={2000}
        onChange={(event) => update({ heading: event.target.value })}
      />
      <SelectField
        label={t('pageEditor.gallerySetup.source')}
        value={missing ? '' : source}
        placeholder={missing ? t('pageEditor.gallerySetup.sourceMissing') : undefined}
        options={[
          { value: WHOLE_CLASS, label: t('pageEditor.gallerySetup.wholeClass') },
          ...postBlocks.map((each) => ({ value: each.id, label: postBlockLabel(t, each) })),
        ]}
        onChange={(value) => update({ sourceBlockId: value === WHOLE_CLASS || value === '' ? null : value })}
      />
      {postBlocks.length === 0 && (
        <p className="text-sm text-slate-700">{t('pageEditor.gallerySetup.noPostBlocks')}</p>
      )}
    </div>
  );
}

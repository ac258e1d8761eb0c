import { useTranslation } from 'react-i18next';
import { FeedSetup as FeedSetupSchema } from '../../../../common/domain/widget-setup';
import { TextField } from '../../../components/text-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { useSetupFormData } from './setup-form-data';

/** A class feed block's setup: an optional heading over the reader's class feed. */
export function FeedSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(FeedSetupSchema, { block, onChange });
  return (
    <TextField
      label={t('pageEditor.feedSetup.heading')}
      hint={t('pageEditor.feedSetup.headingHint')}
      value={data.heading}
      maxLength={2000}
      onChange={(event) => update({ heading: event.target.value })}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMBED_ORIGINS, embedAddress } from '../../../../common/domain/embed-allow-list';
import { EmbedSetup as EmbedSetupSchema } from '../../../../common/domain/widget-setup';
import { TextField } from '../../../components/text-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { AddressFeedback } from './address-feedback';
import { useSetupFormData } from './setup-form-data';

const MIN_HEIGHT = 150;
const MAX_HEIGHT = 1200;
const SITES = EMBED_ORIGINS.map((origin) => origin.replace('https://', '')).join(', ');

/** The embed block's setup: the address (checked live against the allow-list), a title and a height. */
export function EmbedSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(EmbedSetupSchema, { block, onChange });
  // Kept as typed, so the field can be cleared on the way to a new number; only whole numbers in range are saved.
  const [height, setHeight] = useState(String(data.heightPx));
  const allowed = embedAddress(data.url) !== null;
  return (
    <div className="space-y-4">
      <div>
        <TextField
          label={t('blockMedia.setup.embed.url')}
          hint={t('blockMedia.setup.embed.sites', { sites: SITES })}
          type="url"
          inputMode="url"
          value={data.url}
          onChange={(event) => update({ url: event.target.value })}
        />
        <AddressFeedback
          address={data.url}
          allowed={allowed}
          message={allowed ? t('blockMedia.setup.embed.allowed') : t('blockMedia.setup.embed.notAllowed')}
        />
      </div>
      <TextField
        label={t('blockMedia.setup.embed.title')}
        hint={t('blockMedia.setup.embed.titleHint')}
        value={data.title}
        maxLength={2000}
        onChange={(event) => update({ title: event.target.value })}
      />
      <TextField
        label={t('blockMedia.setup.embed.height')}
        hint={t('blockMedia.setup.embed.heightHint', { min: MIN_HEIGHT, max: MAX_HEIGHT })}
        type="number"
        min={MIN_HEIGHT}
        max={MAX_HEIGHT}
        step={10}
        value={height}
        onChange={(event) => {
          setHeight(event.target.value);
          const heightPx = Number(event.target.value);
          if (Number.isInteger(heightPx) && heightPx >= MIN_HEIGHT && heightPx <= MAX_HEIGHT)
            update({ heightPx });
        }}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { PostSetup as PostSetupSchema } from '../../../../common/domain/widget-setup';
import type { BlockSetupProps } from '../block-setup-forms';
import { ChoiceGroup } from './choice-group';
import { NumberField } from './number-field';
import { RichTextEditor } from './rich-text-setup';
import { useSetupFormData } from './setup-form-data';

const MAX_POSTS_LIMIT = 100;

/**
 * A post block's setup: the prompt (rich text), whether learners share or submit (the words of
 * their button), and how many posts each may make (0: no limit). Who sees the posts and when is
 * the sharing tab's.
 */
export function PostSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(PostSetupSchema, { block, onChange });
  const maxPostsValid =
    Number.isInteger(data.maxPosts) && data.maxPosts >= 0 && data.maxPosts <= MAX_POSTS_LIMIT;
  return (
    <div className="space-y-4">
      <RichTextEditor
        html={data.prompt}
        label={t('pageEditor.postSetup.prompt')}
        placeholder={t('pageEditor.postSetup.promptPlaceholder')}
        onChange={(prompt) => update({ prompt })}
      />
      <ChoiceGroup
        legend={t('pageEditor.postSetup.type')}
        value={data.type}
        options={[
          { value: 'share', label: t('pageEditor.postSetup.share') },
          { value: 'submit', label: t('pageEditor.postSetup.submit') },
        ]}
        onChange={(type) => update({ type })}
      />
      <NumberField
        label={t('pageEditor.postSetup.maxPosts')}
        hint={t('pageEditor.postSetup.maxPostsHint', { max: MAX_POSTS_LIMIT })}
        inputMode="numeric"
        min={0}
        max={MAX_POSTS_LIMIT}
        value={data.maxPosts}
        error={
          maxPostsValid ? undefined : t('pageEditor.postSetup.maxPostsInvalid', { max: MAX_POSTS_LIMIT })
        }
        // Kept as typed, so the reason shows; the server refuses what is out of range.
        onChange={(maxPosts) => update({ maxPosts })}
      />
    </div>
  );
}

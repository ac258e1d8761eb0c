import { useTranslation } from 'react-i18next';
import { PostSetup as PostSetupSchema, REFLECTION_PROMPT_MAX } from '../../../../common/domain/widget-setup';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextAreaField } from '../../../components/text-area-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { ChoiceGroup } from './choice-group';
import { NumberField } from './number-field';
import { PostGroupWorkFields } from './post-group-work-fields';
import { RichTextEditor } from './rich-text-setup';
import { useSetupFormData } from './setup-form-data';

const MAX_POSTS_LIMIT = 100;

/** Why a reflection question cannot be saved, if it cannot (the server trims it, then checks). */
function reflectionPromptProblem(isReflectionActive: boolean, prompt: string) {
  const text = prompt.trim();
  if (text.length > REFLECTION_PROMPT_MAX) return 'reflectionPromptTooLong';
  return isReflectionActive && text === '' ? 'reflectionPromptEmpty' : null;
}

/**
 * A post block's setup: the prompt (rich text), whether learners share or submit (the words of
 * their button), how many posts each may make (0: no limit), whether it is group work (spec §3
 * Block `groupWorkSettings`), and whether each learner is asked a
 * question to reflect on after they post (spec §3 Block `reflectionSettings`). Who sees the posts
 * and when is the sharing tab's.
 */
export function PostSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(PostSetupSchema, { block, onChange });
  const maxPostsValid =
    Number.isInteger(data.maxPosts) && data.maxPosts >= 0 && data.maxPosts <= MAX_POSTS_LIMIT;
  const reflection = { isReflectionActive: false, prompt: '', ...data.reflectionSettings };
  // Kept as typed (the question too), so the reason shows; the server trims it and refuses what is wrong.
  const updateReflection = (patch: Partial<typeof reflection>) =>
    update({ reflectionSettings: { ...reflection, ...patch } });
  const promptProblem = reflectionPromptProblem(reflection.isReflectionActive, reflection.prompt);
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
      <PostGroupWorkFields
        settings={{ isGroupWorkActivity: false, groupType: '', ...data.groupWorkSettings }}
        onChange={(groupWorkSettings) => update({ groupWorkSettings })}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">
          {t('pageEditor.postSetup.reflection')}
        </legend>
        <CheckboxField
          label={t('pageEditor.postSetup.reflectionActive')}
          checked={reflection.isReflectionActive}
          onChange={(isReflectionActive) => updateReflection({ isReflectionActive })}
        />
        {/* A question too long shows with its reason even while off: the server refuses it. */}
        {(reflection.isReflectionActive || promptProblem) && (
          <TextAreaField
            label={t('pageEditor.postSetup.reflectionPrompt')}
            placeholder={t('pageEditor.postSetup.reflectionPromptPlaceholder')}
            hint={t('pageEditor.postSetup.reflectionPromptHint', { max: REFLECTION_PROMPT_MAX })}
            rows={3}
            value={reflection.prompt}
            error={
              promptProblem
                ? t(`pageEditor.postSetup.${promptProblem}`, { max: REFLECTION_PROMPT_MAX })
                : undefined
            }
            onChange={(event) => updateReflection({ prompt: event.target.value })}
          />
        )}
      </fieldset>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { POST_SCHEMES, REVEAL_CONDITIONS } from '../../../../common/domain/social/post-sharing';
import { ChoiceGroup } from '../setup/choice-group';
import { PostSharingGroupField } from './post-sharing-group-field';
import { type SettingsTabProps, settingsGroupSetter } from './tab-props';

/**
 * A post block's part of the sharing tab: who sees the posts (the learner's class, or its staff
 * only) and when learners see the others' posts (at once, after posting, after the due date).
 */
export function PostSharingFields({ settings, onChange }: Pick<SettingsTabProps, 'settings' | 'onChange'>) {
  const { t } = useTranslation();
  const set = settingsGroupSetter({ settings, onChange }, 'sharing');
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <ChoiceGroup
        legend={t('pageEditor.sharing.postsLegend')}
        value={settings.sharing.scheme}
        options={POST_SCHEMES.map((scheme) => ({
          value: scheme,
          label: t(`pageEditor.sharing.scheme.${scheme}`),
        }))}
        onChange={(scheme) => set({ scheme })}
      />
      {settings.sharing.scheme === 'group' && (
        <PostSharingGroupField groups={settings.sharing.groups} onChange={(groups) => set({ groups })} />
      )}
      <ChoiceGroup
        legend={t('pageEditor.sharing.conditionLegend')}
        value={settings.sharing.condition}
        options={REVEAL_CONDITIONS.map((condition) => ({
          value: condition,
          label: t(`pageEditor.sharing.condition.${condition}`),
        }))}
        onChange={(condition) => set({ condition })}
      />
    </div>
  );
}

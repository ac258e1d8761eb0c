import { useTranslation } from 'react-i18next';
import { SHARING_GROUP_TYPE_MAX } from '../../../../common/domain/social/post-sharing';
import { TextField } from '../../../components/text-field';

/**
 * Under the 'group' scheme, the group type whose members see each other's posts (spec §3 Block
 * sharing `groups`), kept as `sharing.groups` = [groupType]; empty keeps none.
 */
export function PostSharingGroupField({
  groups,
  onChange,
}: {
  groups: readonly string[];
  onChange: (groups: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('groups.sharing.groupType')}
      hint={t('groups.sharing.hint')}
      name="sharingGroupType"
      maxLength={SHARING_GROUP_TYPE_MAX}
      value={groups[0] ?? ''}
      onChange={(event) => {
        const type = event.target.value;
        onChange(type.trim() === '' ? [] : [type]);
      }}
    />
  );
}

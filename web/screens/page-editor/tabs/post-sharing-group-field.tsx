import { useTranslation } from 'react-i18next';
import { SHARING_GROUP_TYPE_MAX } from '../../../../common/domain/social/post-sharing';
import { GroupTypeField } from '../../groups/group-type-field';
import { useCourseGroupTypes } from '../course-group-types';

/**
 * Under the 'group' scheme, the group type whose members see each other's posts (spec §3 Block
 * sharing `groups`), kept as `sharing.groups` = [groupType]; empty keeps none. Chosen from the
 * course's classes' group types or typed.
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
    <GroupTypeField
      label={t('groups.sharing.groupType')}
      hint={t('groups.sharing.hint')}
      name="sharingGroupType"
      maxLength={SHARING_GROUP_TYPE_MAX}
      value={groups[0] ?? ''}
      groupTypes={useCourseGroupTypes()}
      onChange={(type) => onChange(type.trim() === '' ? [] : [type])}
    />
  );
}

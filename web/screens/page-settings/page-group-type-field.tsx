import { useTranslation } from 'react-i18next';
import { fieldErrorOf } from '../../lib/field-error';
import { GroupTypeField } from '../groups/group-type-field';

/**
 * A page's group type (spec §3 Page `pageGroupType`): only members of a group of this type in their
 * class read the page; empty, anyone of the class. Chosen from the group types of the course's
 * classes (`courseGroupTypes`) or typed.
 */
export function PageGroupTypeField({
  value,
  courseGroupTypes,
  onChange,
  error,
}: {
  value: string;
  courseGroupTypes: readonly string[];
  onChange: (value: string) => void;
  error: Error | null;
}) {
  const { t } = useTranslation();
  return (
    <GroupTypeField
      label={t('groups.pageType.label')}
      hint={t('groups.pageType.hint')}
      name="pageGroupType"
      value={value}
      groupTypes={courseGroupTypes}
      onChange={onChange}
      error={fieldErrorOf(error, 'pageGroupType')}
    />
  );
}

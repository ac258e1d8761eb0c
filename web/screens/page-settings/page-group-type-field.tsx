import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';

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
  const listId = useId();
  return (
    <div>
      <TextField
        label={t('groups.pageType.label')}
        hint={t('groups.pageType.hint')}
        name="pageGroupType"
        list={listId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={fieldErrorOf(error, 'pageGroupType')}
      />
      <datalist id={listId}>
        {courseGroupTypes.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
    </div>
  );
}

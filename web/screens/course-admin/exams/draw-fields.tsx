import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { Difficulty } from './exam-draft';

/** What a draw takes from its bank, as typed: how many questions, their tags, their difficulty. */
export interface DrawChoice {
  count: string;
  tags: string;
  difficulty: Difficulty;
}

interface DrawFieldsProps extends DrawChoice {
  onChange: (changes: Partial<DrawChoice>) => void;
  errors?: Partial<Record<keyof DrawChoice, string>>;
}

/** A draw's fields: how many questions, the tags each must have (comma-separated), and a difficulty or any. */
export function DrawFields({ count, tags, difficulty, onChange, errors = {} }: DrawFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        label={t('exam.admin.drawCount')}
        type="number"
        min={1}
        inputMode="numeric"
        value={count}
        onChange={(event) => onChange({ count: event.target.value })}
        error={errors.count}
      />
      <TextField
        label={t('exam.admin.tags')}
        hint={t('exam.admin.tagsHint')}
        value={tags}
        onChange={(event) => onChange({ tags: event.target.value })}
        error={errors.tags}
      />
      <SelectField
        label={t('exam.admin.difficulty')}
        value={difficulty ?? ''}
        options={[
          { value: '', label: t('exam.admin.anyDifficulty') },
          { value: 'easy', label: t('exam.admin.easy') },
          { value: 'medium', label: t('exam.admin.medium') },
          { value: 'hard', label: t('exam.admin.hard') },
        ]}
        onChange={(chosen) => onChange({ difficulty: chosen === '' ? null : (chosen as Difficulty) })}
        error={errors.difficulty}
      />
    </div>
  );
}

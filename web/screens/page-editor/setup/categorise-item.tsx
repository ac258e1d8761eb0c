import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { type ItemControlProps, ItemControls } from './item-controls';
import { ItemGroup, ItemTextField } from './item-list';

interface CategoriseItemProps extends ItemControlProps {
  /** Its place in the list, from 1: "Item 2". */
  number: number;
  text: string;
  /** The id of the category it belongs in, one of `categories`. */
  categoryId: string;
  categories: readonly { value: string; label: string }[];
  onText: (text: string) => void;
  onCategory: (categoryId: string) => void;
}

/** One item of a categorise setup, grouped under its number: its text, its category, moves. */
export function CategoriseItem({
  number,
  text,
  categoryId,
  categories,
  onText,
  onCategory,
  ...controls
}: CategoriseItemProps) {
  const { t } = useTranslation();
  return (
    <ItemGroup legend={t('quizSetup.items.item', { number })}>
      <div className="flex flex-wrap items-end gap-3">
        <ItemTextField label={t('quizSetup.items.text')} value={text} onChange={onText} focus />
        <div className="min-w-40">
          <SelectField
            label={t('quizSetup.items.category')}
            value={categoryId}
            options={categories}
            onChange={onCategory}
          />
        </div>
        <ItemControls section="items" number={number} {...controls} />
      </div>
    </ItemGroup>
  );
}

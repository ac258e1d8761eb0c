import { useTranslation } from 'react-i18next';
import { type ItemControlProps, ItemControls } from './item-controls';
import { ItemGroup, ItemTextField } from './item-list';

interface MatchItPairProps extends ItemControlProps {
  /** Its place in the list, from 1: "Pair 2". */
  number: number;
  item: string;
  match: string;
  onItem: (text: string) => void;
  onMatch: (text: string) => void;
}

/** One pair of a match it setup, grouped under its number: the item, its match, moves. */
export function MatchItPair({ number, item, match, onItem, onMatch, ...controls }: MatchItPairProps) {
  const { t } = useTranslation();
  return (
    <ItemGroup legend={t('quizSetup.pairs.pair', { number })}>
      <div className="flex flex-wrap items-end gap-3">
        <ItemTextField label={t('quizSetup.pairs.item')} value={item} onChange={onItem} focus />
        <ItemTextField label={t('quizSetup.pairs.match')} value={match} onChange={onMatch} />
        <ItemControls section="pairs" number={number} {...controls} />
      </div>
    </ItemGroup>
  );
}

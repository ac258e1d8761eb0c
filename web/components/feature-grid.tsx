import { classNames } from './class-names';
import { FeatureCard } from './feature-card';
import type { IconName } from './icon';

/**
 * Cards in one column, two from 600 px (spec §9 grid cards), and `wideColumns` on wide screens.
 * Each entry is an id and its icon; `text` gives the card's translated title and body.
 */
export function FeatureGrid<Id extends string>({
  entries,
  text,
  wideColumns = 3,
}: {
  entries: ReadonlyArray<readonly [Id, IconName]>;
  text: (id: Id, part: 'title' | 'body') => string;
  wideColumns?: 3 | 4;
}) {
  return (
    <div
      className={classNames(
        'grid gap-6 min-[600px]:grid-cols-2',
        wideColumns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {entries.map(([id, icon]) => (
        <FeatureCard key={id} icon={icon} title={text(id, 'title')} body={text(id, 'body')} />
      ))}
    </div>
  );
}

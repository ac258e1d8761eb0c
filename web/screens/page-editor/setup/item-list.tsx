import type { ReactNode, Ref } from 'react';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { type ItemControlProps, ItemControls } from './item-controls';

/**
 * A list of a quiz setup (options, accepted answers, pairs, extra choices, categories, items to
 * sort) as one group: its legend, its limits, the list, and the button that adds an item
 * (`data-control="add"`).
 * `listRef` is the container that focus requests search (useFocusAfterRender).
 */
export function ItemList({
  listRef,
  legend,
  limits,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  listRef: Ref<HTMLFieldSetElement>;
  legend: string;
  limits: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset ref={listRef}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-sm text-slate-600">{limits}</p>
      {children}
      <button
        type="button"
        data-control="add"
        className={`${SECONDARY_BUTTON} mt-3`}
        disabled={!canAdd}
        onClick={onAdd}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}

/** One item of such a list, its fields grouped under its numbered name ("Option 2", "Pair 3"). */
export function ItemGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * One row of such a list (`data-item-id` for focus requests): its fields in a group under its
 * numbered name, and its moves and removal.
 */
export function ItemRow({
  id,
  legend,
  section,
  number,
  controls,
  children,
}: {
  id: string;
  legend: string;
  section: Parameters<typeof ItemControls>[0]['section'];
  number: number;
  controls: ItemControlProps;
  children: ReactNode;
}) {
  return (
    <li data-item-id={id}>
      <ItemGroup legend={legend}>
        <div className="flex flex-wrap items-end gap-3">
          {children}
          <ItemControls section={section} number={number} {...controls} />
        </div>
      </ItemGroup>
    </li>
  );
}

/**
 * A text of a list item (an option, a side of a pair), of at most QUIZ_TEXT_MAX characters, in a
 * column that grows; the item's `focus` field is the one a focus request finds (useItemFocus).
 */
export function ItemTextField({
  label,
  value,
  onChange,
  focus = false,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  focus?: boolean;
}) {
  return (
    <div className="min-w-48 grow basis-0">
      <TextField
        label={label}
        value={value}
        maxLength={QUIZ_TEXT_MAX}
        data-focus={focus ? 'text' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

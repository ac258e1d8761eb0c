import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoriseSetup as CategoriseSchema } from '../../../../common/domain/quiz/categorise-setup';
import { LongFormResponseSetup as LongFormResponseSchema } from '../../../../common/domain/quiz/long-form-response-setup';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { CategoriseSetup } from './categorise-setup';
import { LongFormResponseSetup } from './long-form-response-setup';
import { setupFormHarness } from './setup-form-harness';

resetClientAroundEachTest();

const settings = { points: 1, maxAttempts: 1, attemptScoring: 'best', reveal: 'immediately', passPercent: 0 };

const sorting = {
  ...settings,
  question: 'Sort each food into its group.',
  categories: [
    { id: 'fruit', text: 'Fruit' },
    { id: 'veg', text: 'Vegetables' },
  ],
  items: [
    { id: 'apple', text: 'Apple' },
    { id: 'carrot', text: 'Carrot' },
  ],
  answerKey: { categoryOf: { apple: 'fruit', carrot: 'veg' } },
};

const essay = {
  ...settings,
  question: 'Describe the water cycle.',
  minWords: 0,
  answerKey: { guidance: '' },
};

const sent = (onChange: Mock) => onChange.mock.lastCall?.[0];
const group = (name: string) => screen.getByRole('group', { name });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const categoryField = (item: string) => within(group(item)).getByLabelText<HTMLSelectElement>('Its category');

describe('categorise setup', () => {
  it('adds a category, focused and numbered, and sends three categories', () => {
    const { Harness, onChange } = setupFormHarness(CategoriseSetup, 'categorise', sorting);
    render(<Harness />);
    fireEvent.click(button('Add category'));
    const setup = sent(onChange);
    expect(setup.categories).toHaveLength(3);
    const added = setup.categories[2];
    expect(added.text).toBe('Category 3');
    expect(['fruit', 'veg', 'apple', 'carrot']).not.toContain(added.id);
    expect(setup.answerKey).toEqual(sorting.answerKey);
    expect(CategoriseSchema.safeParse(setup).success).toBe(true);
    expect(document.activeElement).toBe(within(group('Category 3')).getByLabelText('Category name'));
    // Each item's select offers the new category by name.
    const offered = within(categoryField('Item 1')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Fruit', 'Vegetables', 'Category 3']);
  });

  it('sends the category chosen in an item’s select in answerKey.categoryOf', () => {
    const { Harness, onChange } = setupFormHarness(CategoriseSetup, 'categorise', sorting);
    render(<Harness />);
    expect(categoryField('Item 2').value).toBe('veg');
    fireEvent.change(categoryField('Item 2'), { target: { value: 'fruit' } });
    expect(sent(onChange).answerKey.categoryOf).toEqual({ apple: 'fruit', carrot: 'fruit' });
    expect(categoryField('Item 2').value).toBe('fruit');
    expect(CategoriseSchema.safeParse(sent(onChange)).success).toBe(true);
  });

  it('moves the items of a removed category to the first one left, and says so', () => {
    const threeCategories = {
      ...sorting,
      categories: [...sorting.categories, { id: 'grain', text: 'Grains' }],
      items: [...sorting.items, { id: 'rice', text: 'Rice' }],
      answerKey: { categoryOf: { apple: 'fruit', carrot: 'veg', rice: 'grain' } },
    };
    const { Harness, onChange } = setupFormHarness(CategoriseSetup, 'categorise', threeCategories);
    render(<Harness />);
    fireEvent.click(button('Remove category 2'));
    const setup = sent(onChange);
    expect(setup.categories.map((category: { id: string }) => category.id)).toEqual(['fruit', 'grain']);
    expect(setup.answerKey.categoryOf).toEqual({ apple: 'fruit', carrot: 'fruit', rice: 'grain' });
    expect(CategoriseSchema.safeParse(setup).success).toBe(true);
    expect(categoryField('Item 2').value).toBe('fruit');
    const said = screen.getByText('1 item of the removed category is now in “Fruit”.');
    expect(said.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(within(group('Category 2')).getByLabelText('Category name'));
  });

  it('refuses to remove a category at two, and an item at one', () => {
    const oneItem = {
      ...sorting,
      items: [sorting.items[0]],
      answerKey: { categoryOf: { apple: 'fruit' } },
    };
    const { Harness, onChange } = setupFormHarness(CategoriseSetup, 'categorise', oneItem);
    render(<Harness />);
    for (const name of ['Remove category 1', 'Remove category 2', 'Remove item 1']) {
      expect(button(name).disabled, name).toBe(true);
      fireEvent.click(button(name));
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds an item in the first category, and removes one with its category', () => {
    const { Harness, onChange } = setupFormHarness(CategoriseSetup, 'categorise', sorting);
    render(<Harness />);
    fireEvent.click(button('Add item'));
    const added = sent(onChange).items[2];
    expect(added.text).toBe('Item 3');
    expect(sent(onChange).answerKey.categoryOf).toEqual({
      apple: 'fruit',
      carrot: 'veg',
      [added.id]: 'fruit',
    });
    expect(document.activeElement).toBe(within(group('Item 3')).getByLabelText('Item text'));

    fireEvent.click(button('Remove item 1'));
    expect(sent(onChange).items.map((item: { id: string }) => item.id)).toEqual(['carrot', added.id]);
    expect(sent(onChange).answerKey.categoryOf).toEqual({ carrot: 'veg', [added.id]: 'fruit' });
    expect(CategoriseSchema.safeParse(sent(onChange)).success).toBe(true);
  });
});

describe('long form response setup', () => {
  // It lists the course's assessment designs: it has none.
  beforeEach(() => stubFetch(() => jsonResponse({ result: [] })));

  it('sends the fewest words typed as a number', () => {
    const { Harness, onChange } = setupFormHarness(LongFormResponseSetup, 'long_form_response', essay);
    render(<Harness />);
    const field = screen.getByLabelText<HTMLInputElement>('Fewest words in an answer');
    expect(field.value).toBe('0');
    type(field, '150');
    expect(sent(onChange).minWords).toBe(150);
    expect(LongFormResponseSchema.safeParse(sent(onChange)).success).toBe(true);
  });

  it('sends the marking guidance under answerKey, saying learners never see it', () => {
    const { Harness, onChange } = setupFormHarness(LongFormResponseSetup, 'long_form_response', essay);
    render(<Harness />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('Marking guidance');
    expect(screen.getByText(/Learners never see it\./).id).toBe(field.getAttribute('aria-describedby'));
    type(field, 'Names evaporation, condensation and precipitation.');
    expect(sent(onChange).answerKey).toEqual({
      guidance: 'Names evaporation, condensation and precipitation.',
    });
    expect(sent(onChange).question).toBe(essay.question);
  });
});

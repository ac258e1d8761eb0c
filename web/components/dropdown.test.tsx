import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DROPDOWN_ALIGN_CLASSES, Dropdown, type DropdownAlign } from './dropdown';

afterEach(cleanup);

function renderDropdown(align: DropdownAlign = 'right') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <p>Outside</p>
            <Dropdown align={align} label="Options">
              <button type="button" role="menuitem">
                First
              </button>
              <button type="button" role="menuitem">
                Second
              </button>
            </Dropdown>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, button: screen.getByRole('button', { name: 'Options' }) };
}

describe('Dropdown', () => {
  it('is a menu button that says whether it is expanded', () => {
    const { button } = renderDropdown();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Options' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it.each(['right', 'left', 'fullwidth'] as const)('positions the panel for align=%s', (align) => {
    const { button } = renderDropdown(align);
    fireEvent.click(button);
    const panelClasses = screen.getByRole('menu').className.split(' ');
    for (const expected of DROPDOWN_ALIGN_CLASSES[align].split(' ')) expect(panelClasses).toContain(expected);
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    expect(document.activeElement?.textContent).toBe('First');

    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('moves between items with the arrow keys', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Second');
    fireEvent.keyDown(document.activeElement ?? document, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('First');
  });

  it('closes on a click outside, and when an item is chosen', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Second' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('collapses when the route changes', async () => {
    const { router, button } = renderDropdown();
    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();

    await act(() => router.navigate('/courses/'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTE_MAX_LENGTH } from '../../../contract/order-limits';
import { mockApi, renderWithProviders } from '../../../test/web-harness';
import { CART_LINES, seedCart, storedCart } from '../checkout/test-support';
import { CartBar } from '../vendor-detail/cart-bar';
import { LineNoteEditor } from './line-note-editor';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('LineNoteEditor', () => {
  it('opens a labelled field with a counter; Save hands over the note and focus goes back', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <LineNoteEditor name="Fries" notes={null} onSave={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add note for Fries' }));
    const field = screen.getByLabelText('Note for the kitchen');
    expect(field.getAttribute('maxLength')).toBe(String(NOTE_MAX_LENGTH));
    expect(document.activeElement).toBe(field);
    await user.type(field, 'no salt');
    expect(screen.getByText(`7/${NOTE_MAX_LENGTH}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save note for Fries' }));
    expect(onSave).toHaveBeenCalledWith('no salt');
    expect(screen.queryByLabelText('Note for the kitchen')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add note for Fries' }));
  });

  it('Escape and Cancel leave the note as it was', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <LineNoteEditor name="Fries" notes="crispy" onSave={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit note for Fries' }));
    const field = screen.getByLabelText('Note for the kitchen');
    expect((field as HTMLTextAreaElement).value).toBe('crispy');
    await user.type(field, ' please');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Note for the kitchen')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Edit note for Fries' }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit note for Fries' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('a note on a cart line (the vendor page cart)', () => {
  it('shows the saved note on the line, and a line that then matches another joins it', async () => {
    mockApi({});
    seedCart([...CART_LINES, { ...CART_LINES[1]!, quantity: 1, notes: 'extra spicy' }]);
    const { user } = renderWithProviders(<CartBar />);
    await user.click(screen.getByRole('button', { name: /Edit cart/ }));
    const lines = () =>
      within(screen.getByRole('region', { name: 'Your cart' })).getAllByRole('listitem');
    expect(lines()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Add note for Bulgogi Burger' }));
    await user.type(screen.getByLabelText('Note for the kitchen'), 'no pickles');
    await user.click(screen.getByRole('button', { name: 'Save note for Bulgogi Burger' }));
    expect(within(lines()[0]!).getByText('no pickles')).toBeTruthy();
    // the line's key changed with its note, yet it is the same line: focus is back on its button
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Edit note for Bulgogi Burger' }),
    );

    // the plain Kimchi Fries (2) take the note of the other line (1): one line of 3
    const fries = within(lines()[1]!);
    await user.click(fries.getByRole('button', { name: 'Add note for Kimchi Fries' }));
    await user.type(screen.getByLabelText('Note for the kitchen'), 'extra spicy');
    await user.click(screen.getByRole('button', { name: 'Save note for Kimchi Fries' }));
    expect(lines()).toHaveLength(2);
    expect(storedCart()).toMatchObject([
      { id: 11, notes: 'no pickles', quantity: 1 },
      { id: 12, notes: 'extra spicy', quantity: 3 },
    ]);
    // merging moves quantities between lines; the cart still holds 4
    expect(screen.getByRole('button', { name: /^Hide cart, 4 items/ })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_DESCRIPTION_MAX_LENGTH, MENU_NAME_MAX_LENGTH } from '../../../contract/vendor';
import { mockApi } from '../checkout/test-support';
import { MenuItemDialog } from './menu-item-dialog';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function renderDialog() {
  const api = mockApi({});
  renderWithProviders(<MenuItemDialog onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Menu Item' });
  const fill = (values: { name?: string; price?: string; category?: string }) => {
    for (const [label, value] of [
      ['Name', values.name],
      ['Price ($)', values.price],
      ['Category', values.category],
    ] as const) {
      if (value !== undefined)
        fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  };
  return { ...api, dialog, fill };
}

const validationToast = (description: string) =>
  waitFor(() =>
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Validation Error',
      description,
      variant: 'destructive',
    }),
  );

// the availability switch measures itself
beforeEach(stubResizeObserver);

afterEach(() => {
  mocks.toast.mockReset();
});

describe('MenuItemDialog length limits', () => {
  it("the name and description inputs stop at the schema's limits", () => {
    const { dialog } = renderDialog();
    const maxLength = (label: string) =>
      within(dialog).getByLabelText<HTMLInputElement>(label).maxLength;
    expect(maxLength('Name')).toBe(MENU_NAME_MAX_LENGTH);
    expect(maxLength('Description')).toBe(MENU_DESCRIPTION_MAX_LENGTH);
  });
});

describe('MenuItemDialog validation toast', () => {
  it.each([
    ['0', 'Price must be greater than 0'],
    ['1000.01', 'Price cannot be more than $1000'],
    ['6.555', 'Price can have at most 2 decimal places'],
  ])("price %s: toasts the price's own message", async (price, message) => {
    const { dialog, fill, callsTo } = renderDialog();
    fill({ name: 'Fries', price, category: 'sides' });
    await validationToast(message);
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(mocks.toast).not.toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Please fill in all required fields.' }),
    );
    expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(0);
  });

  it('a missing required field wins over another field being out of range', async () => {
    const { fill } = renderDialog();
    fill({ name: '', price: '0', category: 'sides' });
    await validationToast('Please fill in all required fields.');
    expect(mocks.toast).toHaveBeenCalledTimes(1);
  });

  it('a missing category alone gives the required-fields message', async () => {
    const { dialog, fill } = renderDialog();
    fill({ name: 'Fries', price: '6.50' });
    await validationToast('Please fill in all required fields.');
    expect(within(dialog).getByText('Please fill in all required fields.')).toBeTruthy();
  });
});

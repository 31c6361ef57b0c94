import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemView } from '../../../contract/vendors';
import { mockApi } from '../checkout/test-support';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { MenuItemDialog } from './menu-item-dialog';
import { menuItem, optionGroup } from './menu.test-support';

// The menu item form's allergens, tags, portions and option groups: what it sends, and the
// contract's messages beside the fields.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const FRIES = menuItem({
  id: 12,
  name: 'Fries',
  category: 'sides',
  optionGroups: [optionGroup({ id: 9, name: 'Dip' }, ['Ketchup', 'Aioli'])],
});

function renderDialog(menu: MenuItemView[] = [FRIES]) {
  const api = mockApi({
    'GET /api/vendor/menu': { body: menu },
    'POST /api/vendor/menu': { status: 201, body: menuItem({ id: 30, name: 'Saved' }) },
  });
  renderWithProviders(<MenuItemDialog onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Menu Item' });
  const type = (label: string, value: string, within_: HTMLElement = dialog) =>
    fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
  const fillItem = () => {
    type('Name', 'Encore Smash Burger');
    type('Price ($)', '15.99');
    type('Category', 'mains');
  };
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  const group = (index: number) =>
    within(dialog).getByRole('group', { name: `Group ${index + 1}` });
  return { ...api, dialog, type, fillItem, save, group };
}

beforeEach(stubResizeObserver);
afterEach(() => mocks.toast.mockReset());

// a form of some hundred inputs: on a busy machine one test can take several seconds
describe('MenuItemDialog options', { timeout: 15_000 }, () => {
  it('sends the allergens, tags, portions and a group built with two options', async () => {
    const { dialog, type, fillItem, save, group, callsTo } = renderDialog();
    fillItem();
    const allergens = within(dialog).getByRole('group', { name: 'Allergens' });
    fireEvent.click(within(allergens).getByLabelText('Cereals containing gluten'));
    fireEvent.click(within(allergens).getByLabelText('Milk'));
    fireEvent.click(within(dialog).getByLabelText('Halal'));
    type('Portions left', '40');
    type('Portions each day', '60');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add option group' }));
    type('Group name', 'Add-ons', group(0));
    type('Max choices', '2', group(0));
    type('Option 1 name', 'Bacon', group(0));
    type('Price change ($)', '1.50', group(0));
    fireEvent.click(within(group(0)).getByRole('button', { name: 'Add option' }));
    type('Option 2 name', 'Cheese', group(0));
    const cheese = within(group(0)).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(cheese).getByLabelText('Milk'));
    expect(within(cheese).getByText('Allergens: Milk')).toBeTruthy();
    // the cheese goes first, and the bacon is off for tonight
    fireEvent.click(within(group(0)).getByRole('button', { name: 'Move option 2 up' }));
    const bacon = within(group(0)).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(bacon).getByRole('switch'));
    save();

    await waitFor(() => expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(1));
    expect(callsTo('POST', '/api/vendor/menu')[0]?.body).toEqual({
      name: 'Encore Smash Burger',
      description: '',
      price: 15.99,
      category: 'mains',
      isAvailable: true,
      allergens: ['gluten', 'milk'],
      dietaryTags: ['halal'],
      stockCount: 40,
      dailyStockCount: 60,
      optionGroups: [
        {
          name: 'Add-ons',
          required: false,
          minChoices: 0,
          maxChoices: 2,
          isRemoval: false,
          options: [
            { name: 'Cheese', priceDelta: 0, isAvailable: true, allergens: ['milk'] },
            { name: 'Bacon', priceDelta: 1.5, isAvailable: false, allergens: [] },
          ],
        },
      ],
    });
  });

  it('sends a leave-out group as a removal, and empty portions as not counted', async () => {
    const { type, fillItem, save, group, dialog, callsTo } = renderDialog();
    fillItem();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add option group' }));
    type('Group name', 'Leave out', group(0));
    fireEvent.click(within(group(0)).getByRole('switch', { name: 'Leave out group' }));
    type('Option 1 name', 'Onions', group(0));
    save();
    await waitFor(() => expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(1));
    expect(callsTo('POST', '/api/vendor/menu')[0]?.body).toMatchObject({
      stockCount: null,
      dailyStockCount: null,
      optionGroups: [{ name: 'Leave out', isRemoval: true, options: [{ name: 'Onions' }] }],
    });
  });

  it("shows the contract's messages beside the fields and sends nothing", async () => {
    const { type, fillItem, save, group, dialog, callsTo } = renderDialog();
    fillItem();
    type('Portions left', '2.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add option group' }));
    type('Group name', 'Size', group(0));
    save();

    const portions = 'Portions left must be a whole number from 0 to 10000, or empty';
    await waitFor(() => expect(within(dialog).getByText(portions)).toBeTruthy());
    const optionName = within(group(0)).getByLabelText('Option 1 name');
    expect(optionName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = optionName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Option name is required');
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Validation Error',
      description: portions,
      variant: 'destructive',
    });
    expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(0);
  });

  it("shows a group's own rule beside its field", async () => {
    const { type, fillItem, save, group, dialog, callsTo } = renderDialog();
    fillItem();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add option group' }));
    type('Group name', 'Size', group(0));
    type('Option 1 name', 'Regular', group(0));
    fireEvent.click(within(group(0)).getByRole('switch', { name: 'Required' }));
    type('Min choices', '2', group(0));
    save();

    const message = 'Minimum choices cannot be more than the options';
    await waitFor(() => expect(within(group(0)).getByText(message)).toBeTruthy());
    expect(within(group(0)).getByLabelText('Min choices').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(0);
  });

  it("reuses another item's group by its id, and says it is shared", async () => {
    const { type, fillItem, save, group, dialog, callsTo } = renderDialog();
    fillItem();
    const reuse = await within(dialog).findByLabelText('Reuse a group');
    fireEvent.change(reuse, { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reuse group' }));
    expect(within(group(0)).getByText('Shared with Fries: changes apply there too.')).toBeTruthy();
    expect(within(group(0)).getByLabelText<HTMLInputElement>('Option 2 name').value).toBe('Aioli');
    // once on the item, it is no longer offered
    expect(within(dialog).queryByLabelText('Reuse a group')).toBeNull();
    type('Option 2 name', 'Garlic aioli', group(0));
    save();
    await waitFor(() => expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(1));
    expect(callsTo('POST', '/api/vendor/menu')[0]?.body).toMatchObject({
      optionGroups: [
        {
          id: 9,
          name: 'Dip',
          options: [
            { id: 91, name: 'Ketchup' },
            { id: 92, name: 'Garlic aioli' },
          ],
        },
      ],
    });
  });

  it('edits a saved item: its groups keep their ids, a removed group is left out', async () => {
    const burger = menuItem({
      id: 11,
      name: 'Encore Smash Burger',
      stockCount: 3,
      allergens: ['gluten'],
      optionGroups: [
        optionGroup({ id: 4, name: 'Size', required: true, minChoices: 1, maxChoices: 1 }),
        optionGroup({ id: 5, name: 'Leave out', isRemoval: true }, ['Onions']),
      ],
    });
    const { calls } = mockApi({
      'GET /api/vendor/menu': { body: [burger] },
      'PATCH /api/vendor/menu/11': { body: burger },
    });
    renderWithProviders(<MenuItemDialog item={burger} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Menu Item' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Portions left').value).toBe('3');
    const allergens = within(dialog).getByRole('group', { name: 'Allergens' });
    expect(
      within(allergens).getByLabelText<HTMLInputElement>('Cereals containing gluten').checked,
    ).toBe(true);
    const size = within(dialog).getByRole('group', { name: 'Group 1' });
    fireEvent.change(within(size).getByLabelText('Option 2 name'), {
      target: { value: 'Double' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Leave out' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      stockCount: 3,
      allergens: ['gluten'],
      optionGroups: [
        {
          id: 4,
          name: 'Size',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          options: [
            { id: 41, name: 'Small' },
            { id: 42, name: 'Double' },
          ],
        },
      ],
    });
  });
});

describe('MenuItemDialog portions each day', { timeout: 15_000 }, () => {
  const profile = (stockResetTime: string | null) => ({
    'GET /api/vendor/profile': { body: { id: 1, name: 'Burgers', stockResetTime } },
  });

  it("says when portions left goes back to them, at the vendor's reset time", async () => {
    mockApi({ 'GET /api/vendor/menu': { body: [] }, ...profile('04:30') });
    renderWithProviders(<MenuItemDialog onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Menu Item' });
    const field = within(dialog).getByLabelText('Portions each day');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    await waitFor(() =>
      expect(hint?.textContent).toBe(
        'Portions left goes back to this at 04:30. Leave empty for no reset.',
      ),
    );
  });

  it('points to Settings when the vendor has no reset time', async () => {
    mockApi({ 'GET /api/vendor/menu': { body: [] }, ...profile(null) });
    renderWithProviders(<MenuItemDialog onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Menu Item' });
    expect(
      await within(dialog).findByText(
        'Portions left goes back to this each day once you set a reset time in Settings.',
      ),
    ).toBeTruthy();
  });

  it("shows the contract's message beside the field and sends nothing", async () => {
    const { type, fillItem, save, dialog, callsTo } = renderDialog();
    fillItem();
    type('Portions each day', '-3');
    save();
    const message = 'Portions each day must be a whole number from 0 to 10000, or empty';
    await waitFor(() => expect(within(dialog).getByText(message)).toBeTruthy());
    const field = within(dialog).getByLabelText('Portions each day');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      message,
    );
    expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(0);
  });

  it('edits the saved count, and clearing it sends null (no reset)', async () => {
    const burger = menuItem({ id: 11, name: 'Burger', stockCount: 0, dailyStockCount: 25 });
    const { calls } = mockApi({
      'GET /api/vendor/menu': { body: [burger] },
      'PATCH /api/vendor/menu/11': { body: burger },
      ...profile('05:00'),
    });
    renderWithProviders(<MenuItemDialog item={burger} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Menu Item' });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Portions each day');
    expect(field.value).toBe('25');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      stockCount: 0,
      dailyStockCount: null,
    });
  });
});

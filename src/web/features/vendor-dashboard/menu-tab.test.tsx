import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../checkout/test-support';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { MenuTab } from './menu-tab';
import { menuItem, optionGroup } from './menu.test-support';

beforeEach(stubResizeObserver);

describe('MenuTab rows', () => {
  it('show portions left or sold out, tags, allergens and the option groups', async () => {
    mockApi({
      'GET /api/vendor/menu': {
        body: [
          menuItem({
            id: 11,
            name: 'Encore Smash Burger',
            stockCount: 3,
            allergens: ['gluten', 'milk', 'sesame'],
            dietaryTags: ['halal'],
            optionGroups: [
              optionGroup({ id: 1, name: 'Size' }),
              optionGroup({ id: 2, name: 'Add-ons' }),
            ],
          }),
          menuItem({ id: 12, name: 'Fries', stockCount: 0, dietaryTags: ['vegan'] }),
          menuItem({ id: 13, name: 'Lemonade' }),
        ],
      },
    });
    renderWithProviders(<MenuTab onAdd={vi.fn()} />);
    const [burger, fries, lemonade] = await screen.findAllByRole<HTMLElement>('listitem');
    expect(within(burger!).getByText('3 left')).toBeTruthy();
    expect(within(burger!).getByText('Halal')).toBeTruthy();
    expect(within(burger!).getByText('2 option groups')).toBeTruthy();
    expect(burger!.textContent).toContain('Allergens: Gluten, Milk, Sesame');
    expect(within(fries!).getByText('Sold out')).toBeTruthy();
    expect(within(fries!).getByText('Vegan')).toBeTruthy();
    // not counted: no stock, no allergens line, no groups
    expect(lemonade!.textContent).not.toMatch(/left|Sold out|Allergens|option group/);
  });
});

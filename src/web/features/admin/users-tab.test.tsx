import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUserMessages } from '../../../contract/admin';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { ADMIN_ROUTES, ADMIN_USER, makeUser } from './admin.test-support';
import { UsersTab } from './users-tab';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));
afterEach(() => mocks.toast.mockReset());
// the active switch sits in a form, where Radix measures it
beforeEach(stubResizeObserver);

const USERS = [
  makeUser(),
  makeUser({
    id: 8,
    username: 'demovendor',
    email: 'vendor@curtaincall.test',
    firstName: 'Jordan',
    lastName: 'Blake',
    role: 'vendor',
  }),
  makeUser({
    id: 1,
    username: 'demoadmin',
    email: 'admin@curtaincall.test',
    firstName: 'Sam',
    lastName: 'Okafor',
    role: 'admin',
  }),
  makeUser({ id: 9, username: 'gone', email: 'gone@curtaincall.test', isActive: false }),
];

function renderTab(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...ADMIN_ROUTES, 'GET /api/admin/users': { body: USERS }, ...routes });
  renderWithProviders(<UsersTab />, { path: '/admin', user: ADMIN_USER });
  return api;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Users' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split(' ·')[0]);

describe('UsersTab (accounts spec 2.10, Users)', () => {
  it('lists every account with its role, state and joined date, and filters by search and role', async () => {
    renderTab();
    await screen.findByText('demovendor');
    expect(names()).toEqual(['democustomer', 'demovendor', 'demoadmin', 'gone']);
    expect(screen.getAllByText('Inactive')).toHaveLength(1);
    expect(screen.getAllByText(/^Joined /)).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'JORDAN' } });
    expect(names()).toEqual(['demovendor']);
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Filter by role'), { target: { value: 'admin' } });
    expect(names()).toEqual(['demoadmin']);
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'nobody' } });
    expect(screen.getByText('No users match this search.')).toBeTruthy();
  });

  it("shows the spec's empty text", async () => {
    renderTab({ 'GET /api/admin/users': { body: [] } });
    expect(await screen.findByText('No Users Found')).toBeTruthy();
    expect(screen.getByText('No users registered on the platform.')).toBeTruthy();
  });

  it('deactivates after confirmation; admins have no deactivate button', async () => {
    const api = renderTab({
      'PATCH /api/admin/users/7': { body: makeUser({ isActive: false }) },
    });
    await screen.findByText('demovendor');
    expect(screen.queryByRole('button', { name: 'Deactivate demoadmin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reactivate gone' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate democustomer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Update democustomer?' });
    expect(confirm.textContent).toContain('deactivate democustomer');
    expect(api.callsTo('PATCH', '/api/admin/users/7')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/users/7')[0]?.body).toEqual({ isActive: false }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'User Updated' })),
    );
  });

  it('edits the role between customer and vendor, confirmed before it is sent', async () => {
    const api = renderTab({
      'PATCH /api/admin/users/8': { body: makeUser({ id: 8, role: 'user' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit demovendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit demovendor' });
    const review = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Review changes',
    });
    expect(review.disabled).toBe(true);
    const role = within(dialog).getByLabelText<HTMLSelectElement>('Role');
    expect([...role.options].map((option) => option.value)).toEqual(['user', 'vendor']);
    fireEvent.change(role, { target: { value: 'user' } });
    fireEvent.click(review);
    const confirm = await screen.findByRole('alertdialog', { name: 'Update demovendor?' });
    expect(confirm.textContent).toContain('make demovendor a customer');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/users/8')[0]?.body).toEqual({ role: 'user' }),
    );
  });

  it("shows the server's refusal (the last admin, oneself) as the toast", async () => {
    renderTab({
      'PATCH /api/admin/users/9': {
        status: 409,
        body: { code: 'CONFLICT', message: adminUserMessages.lastAdmin },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate gone' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Update Failed',
        description: adminUserMessages.lastAdmin,
        variant: 'destructive',
      }),
    );
  });
});

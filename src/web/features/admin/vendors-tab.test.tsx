import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { renderWithProviders } from '../../../test/web-harness';
import { ADMIN_ROUTES, ADMIN_USER, makeVendor } from './admin.test-support';
import { VendorsTab } from './vendors-tab';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));
afterEach(() => mocks.toast.mockReset());

function renderTab(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...ADMIN_ROUTES, ...routes });
  renderWithProviders(<VendorsTab />, { path: '/admin', user: ADMIN_USER });
  return api;
}

const pendingRegion = () => screen.getByRole('region', { name: 'Pending Applications' });

describe('VendorsTab (accounts spec 2.10, Vendors)', () => {
  it('lists each pending application with its details and the pending count', async () => {
    renderTab();
    const item = (await within(pendingRegion()).findByText('Night Owl Noodles')).closest('li')!;
    for (const text of [
      'Late-night ramen',
      'Japanese',
      '$$',
      '(415) 555-0177',
      '215 Arguello Blvd',
      'Pending Review',
    ])
      expect(within(item).getByText(text)).toBeTruthy();
    expect(within(pendingRegion()).getByText('1 pending')).toBeTruthy();
  });

  it("shows the spec's empty text when every application is reviewed", async () => {
    renderTab({ 'GET /api/admin/vendors/pending': { body: [] } });
    expect(await screen.findByText('No Pending Applications')).toBeTruthy();
    expect(screen.getByText('All vendor applications have been reviewed.')).toBeTruthy();
    expect(screen.getByText('0 pending')).toBeTruthy();
  });

  it('approves with {approved: true}, disabling both buttons meanwhile, then toasts and refetches', async () => {
    let release: () => void = () => undefined;
    const api = renderTab({
      'PATCH /api/admin/vendors/8/approve': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: makeVendor({ approvalStatus: 'approved' }) });
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Night Owl Noodles' }));
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Reject Night Owl Noodles' })
          .disabled,
      ).toBe(true),
    );
    expect(api.callsTo('PATCH', '/api/admin/vendors/8/approve')[0]?.body).toEqual({
      approved: true,
    });
    release();
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Vendor Status Updated',
        description: 'Vendor approval status has been updated successfully.',
        variant: 'success',
      }),
    );
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/vendors/pending')).toHaveLength(2));
    // focus is not dropped with the decided application's buttons
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Pending Applications' }),
    );
  });

  it('asks before rejecting and sends the optional reason', async () => {
    const api = renderTab({
      'PATCH /api/admin/vendors/8/approve': { body: makeVendor({ approvalStatus: 'rejected' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Night Owl Noodles' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject Night Owl Noodles?' });
    fireEvent.change(within(confirm).getByLabelText(/Reason/), {
      target: { value: '  No food permit  ' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reject application' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/vendors/8/approve')[0]?.body).toEqual({
        approved: false,
        reason: 'No food permit',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("toasts the spec's failure with the server's message", async () => {
    renderTab({
      'PATCH /api/admin/vendors/8/approve': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This vendor is already approved' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Night Owl Noodles' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Update Failed',
        description: 'This vendor is already approved',
        variant: 'destructive',
      }),
    );
  });

  it('suspends and reactivates an approved vendor after confirmation', async () => {
    const api = renderTab({
      'GET /api/admin/vendors': {
        body: [
          makeVendor({ id: 1, name: 'Curtain Call Burgers', approvalStatus: 'approved' }),
          makeVendor({ id: 2, name: 'Taco Encore', approvalStatus: 'approved', isSuspended: true }),
          makeVendor({ id: 3, name: 'Soup Stop', approvalStatus: 'rejected' }),
        ],
      },
      'PATCH /api/admin/vendors/1': { body: makeVendor({ id: 1, isSuspended: true }) },
      'PATCH /api/admin/vendors/2': { body: makeVendor({ id: 2 }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Curtain Call Burgers' }));
    expect(screen.queryByRole('button', { name: /Soup Stop/ })).toBeNull();
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Suspend Curtain Call Burgers?',
    });
    expect(api.callsTo('PATCH', '/api/admin/vendors/1')).toHaveLength(0);
    fireEvent.change(within(confirm).getByLabelText(/Reason/), {
      target: { value: 'Health inspection' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/vendors/1')[0]?.body).toEqual({
        suspended: true,
        reason: 'Health inspection',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate Taco Encore' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reactivate' }),
    );
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/vendors/2')[0]?.body).toEqual({ suspended: false }),
    );
  });

  it('offers a retry when the list cannot load', async () => {
    renderTab({ 'GET /api/admin/vendors/pending': { status: 500, body: { message: 'Boom' } } });
    const alert = await within(pendingRegion()).findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the pending applications.");
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingMessages } from '../../../contract/admin';
import { appStatusKeys } from '../app-status/api';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { renderWithProviders } from '../../../test/web-harness';
import { ADMIN_ROUTES, ADMIN_USER, SETTINGS } from './admin.test-support';
import { SettingsTab } from './settings-tab';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));
afterEach(() => mocks.toast.mockReset());

function renderTab(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...ADMIN_ROUTES, ...routes });
  const view = renderWithProviders(<SettingsTab />, { path: '/admin', user: ADMIN_USER });
  return { ...api, ...view };
}

const groupOf = (title: string) => screen.getByText(title).closest('.rounded-2xl') as HTMLElement;

describe('SettingsTab (accounts spec 2.11)', () => {
  it('groups demo_ keys apart, with an editor guessed from each key and its description', async () => {
    renderTab();
    await screen.findByText('Demo Payment Settings');
    const demo = groupOf('Demo Payment Settings');
    const system = groupOf('System Settings');
    expect(within(demo).getByRole('switch', { name: 'demo_checkout_mode' })).toBeTruthy();
    const rate = within(demo).getByLabelText<HTMLInputElement>('demo_payment_success_rate');
    expect([rate.type, rate.min, rate.max, rate.step]).toEqual(['number', '0', '1', '0.1']);
    const delay = within(demo).getByLabelText<HTMLInputElement>('demo_payment_delay');
    expect([delay.type, delay.min, delay.max]).toEqual(['number', '0', '10000']);
    expect(within(demo).getByText('Unit: milliseconds, up to 10000')).toBeTruthy();
    expect(within(system).getByRole('switch', { name: 'app_maintenance_mode' })).toBeTruthy();
    expect(within(system).getByText('Pauses new orders.')).toBeTruthy();
    expect(screen.getByText('Demo Mode Active.')).toBeTruthy();
  });

  it('hides the Demo Mode notice when demo checkout is off', async () => {
    renderTab({
      'GET /api/admin/settings': {
        body: SETTINGS.map((setting) =>
          setting.key === 'demo_checkout_mode' ? { ...setting, value: 'false' } : setting,
        ),
      },
    });
    await screen.findByText('Demo Payment Settings');
    expect(screen.queryByText('Demo Mode Active.')).toBeNull();
  });

  it('asks before turning maintenance on, then saves it and refreshes the app status', async () => {
    const { callsTo, client } = renderTab({
      'PUT /api/admin/settings/app_maintenance_mode': {
        body: { key: 'app_maintenance_mode', value: 'true', description: '' },
      },
    });
    client.setQueryData(appStatusKeys.status, { maintenance: false });
    fireEvent.click(await screen.findByRole('switch', { name: 'app_maintenance_mode' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn maintenance mode on?' });
    expect(callsTo('PUT', '/api/admin/settings/app_maintenance_mode')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(callsTo('PUT', '/api/admin/settings/app_maintenance_mode')[0]?.body).toEqual({
        value: 'true',
      }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Setting Updated' }),
      ),
    );
    expect(client.getQueryState(appStatusKeys.status)?.isInvalidated).toBe(true);
  });

  it('asks before turning card payments off, saying checkout stops taking cards', async () => {
    const { callsTo } = renderTab({
      'PUT /api/admin/settings/demo_checkout_mode': {
        body: { key: 'demo_checkout_mode', value: 'false', description: '' },
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'demo_checkout_mode' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn card payments off?' });
    expect(within(confirm).getByText(/customers can no longer pay by card/)).toBeTruthy();
    expect(callsTo('PUT', '/api/admin/settings/demo_checkout_mode')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(callsTo('PUT', '/api/admin/settings/demo_checkout_mode')[0]?.body).toEqual({
        value: 'false',
      }),
    );
  });

  it('saves turning card payments back on at once', async () => {
    const { callsTo } = renderTab({
      'GET /api/admin/settings': {
        body: SETTINGS.map((setting) =>
          setting.key === 'demo_checkout_mode' ? { ...setting, value: 'false' } : setting,
        ),
      },
      'PUT /api/admin/settings/demo_checkout_mode': {
        body: { key: 'demo_checkout_mode', value: 'true', description: '' },
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'demo_checkout_mode' }));
    await waitFor(() =>
      expect(callsTo('PUT', '/api/admin/settings/demo_checkout_mode')[0]?.body).toEqual({
        value: 'true',
      }),
    );
  });

  it('refuses a rate outside 0 to 1 by the field, without a call', async () => {
    const { callsTo } = renderTab();
    const rate = await screen.findByLabelText('demo_payment_success_rate');
    fireEvent.change(rate, { target: { value: '1.5' } });
    fireEvent.click(within(rate.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingMessages.rate)).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('PUT', '/api/admin/settings/demo_payment_success_rate')).toHaveLength(0);
  });

  it("shows the server's validation message by the field", async () => {
    renderTab({
      'PUT /api/admin/settings/demo_payment_delay': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Invalid request',
          issues: [{ path: 'body.value', message: 'Must be at most 10000' }],
        },
      },
    });
    const delay = await screen.findByLabelText('demo_payment_delay');
    fireEvent.change(delay, { target: { value: '9999' } });
    fireEvent.click(within(delay.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 10000')).toBeTruthy();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Update Failed',
      description: 'Must be at most 10000',
      variant: 'destructive',
    });
  });

  it('saves a number, keeping the field focused and showing the stored value', async () => {
    let stored = '2000';
    const { callsTo } = renderTab({
      'GET /api/admin/settings': () => ({
        body: SETTINGS.map((setting) =>
          setting.key === 'demo_payment_delay' ? { ...setting, value: stored } : setting,
        ),
      }),
      'PUT /api/admin/settings/demo_payment_delay': () => {
        stored = '1500';
        return { body: { key: 'demo_payment_delay', value: '1500', description: '' } };
      },
    });
    const delay = await screen.findByLabelText<HTMLInputElement>('demo_payment_delay');
    const save = within(delay.closest('form')!).getByRole<HTMLButtonElement>('button', {
      name: 'Save',
    });
    expect(save.disabled).toBe(true);
    fireEvent.change(delay, { target: { value: '1500' } });
    delay.focus();
    fireEvent.submit(delay.closest('form')!);
    await waitFor(() =>
      expect(callsTo('PUT', '/api/admin/settings/demo_payment_delay')[0]?.body).toEqual({
        value: '1500',
      }),
    );
    await waitFor(() => expect(callsTo('GET', '/api/admin/settings')).toHaveLength(2));
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.getByLabelText('demo_payment_delay')).toBe(delay);
    expect(delay.value).toBe('1500');
    expect(document.activeElement).toBe(delay);
  });
});

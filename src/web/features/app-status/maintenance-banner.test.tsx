import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../../contract/app-status';
import { AppShell } from '../../app/layout/app-shell';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { MaintenanceBanner } from './maintenance-banner';
import { renderWithProviders } from '../../../test/web-harness';

function renderBanner(status: MockRoute) {
  const api = mockApi({ 'GET /api/app-status': status });
  renderWithProviders(<MaintenanceBanner />);
  return api;
}

/** Lets the status read settle, so a missing banner is not merely a pending one. */
async function whenAsked(api: ReturnType<typeof mockApi>) {
  await waitFor(() => expect(api.callsTo('GET', '/api/app-status')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('MaintenanceBanner (accounts spec 9, app_maintenance_mode)', () => {
  it('tells everyone that new orders are paused while maintenance is on', async () => {
    renderBanner({ body: { maintenance: true } });
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toBe(MAINTENANCE_MESSAGE);
  });

  it('shows nothing while maintenance is off', async () => {
    const api = renderBanner({ body: { maintenance: false } });
    await whenAsked(api);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(MAINTENANCE_MESSAGE)).toBeNull();
  });

  it('shows nothing when the status cannot be read', async () => {
    const api = renderBanner({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } });
    await whenAsked(api);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing for an answer that is not the status shape', async () => {
    const api = renderBanner({ body: { maintenance: 'yes' } });
    await whenAsked(api);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sits above the header on every screen of the app shell', async () => {
    mockApi({ 'GET /api/app-status': { body: { maintenance: true } } });
    renderWithProviders(
      <AppShell user={null} title="Sign in">
        <p>Page</p>
      </AppShell>,
      { user: null },
    );
    const banner = await screen.findByRole('status');
    const header = screen.getByRole('banner');
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

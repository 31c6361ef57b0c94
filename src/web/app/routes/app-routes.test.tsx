import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PublicUser } from '../../../contract/auth';
import { createQueryClient } from '../../lib/api';
import { authKeys } from '../../features/auth/use-auth';
import { CartProvider } from '../../features/cart/cart-provider';
import { mockApi, seedCart, type MockRoute } from '../../features/checkout/test-support';
import { submitSignupForm } from '../../features/auth/auth.test-support';
import { AppRoutes } from './app-routes';
import { CUSTOMER } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));
// the screens behind a successful sign-in load data of their own; their contents are not the point
vi.mock('../../features/home/home-page', () => ({ HomePage: () => <h1>Home screen</h1> }));
vi.mock('../../features/vendor-dashboard/vendor-dashboard-page', () => ({
  VendorDashboardPage: () => <h1>Vendor dashboard screen</h1>,
}));
vi.mock('../../features/kitchen/kitchen-page', () => ({
  KitchenPage: () => <h1>Kitchen screen</h1>,
}));

/** The checkout, dashboard and sign-up screens are their own bundles: the first import takes a moment. */
const LAZY_SCREEN = { timeout: 5000 };

function renderRoutes({
  path,
  user,
  routes = {},
}: {
  path: string;
  user: PublicUser | null;
  routes?: Record<string, MockRoute>;
}) {
  const api = mockApi(routes);
  const client = createQueryClient();
  client.setQueryData(authKeys.currentUser, user);
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <CartProvider>
        <Router hook={location.hook}>
          <AppRoutes />
        </Router>
      </CartProvider>
    </QueryClientProvider>,
  );
  return { ...api, client, history: location.history ?? [], navigate: location.navigate };
}

/** Records whether a text was ever on screen, however briefly. */
function watchFor(text: string) {
  let seen = false;
  const check = () => {
    if (document.body.textContent?.includes(text)) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  check();
  return {
    wasSeen: () => {
      check();
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

// the first screen of their own bundle to load brings in what they share (radix-ui, the forms):
// loaded once here, so each test's wait is for its screen, not for that first transform
beforeAll(async () => {
  await import('../../features/checkout/checkout-page');
}, 60_000);

afterEach(() => {
  mocks.toast.mockReset();
});

describe('signed-out checkout (customer spec 5)', () => {
  it("/checkout says 'Authentication Required' and sends the visitor to sign in", async () => {
    seedCart();
    const { history } = renderRoutes({ path: '/checkout', user: null });
    await waitFor(() => expect(history.at(-1)).toBe('/auth'), LAZY_SCREEN);
    expect(mocks.toast).toHaveBeenCalledTimes(1);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please log in to place an order',
      variant: 'destructive',
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it("/demo-checkout says 'Authentication Required' and goes to / (the sign-in screen)", async () => {
    seedCart();
    const { history, calls } = renderRoutes({ path: '/demo-checkout', user: null });
    await waitFor(() => expect(history.at(-1)).toBe('/'), LAZY_SCREEN);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please log in to continue with checkout.',
      variant: 'destructive',
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    // nothing was ordered for a visitor nobody knows (the shell only reads the app status)
    expect(calls.filter((call) => call.url !== '/api/app-status')).toEqual([]);
  });

  it('other paths still show the sign-in screen without a toast', async () => {
    renderRoutes({ path: '/orders', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' }, LAZY_SCREEN)).toBeTruthy();
    expect(mocks.toast).not.toHaveBeenCalled();
  });
});

describe('after signing up or in (accounts spec 2.1)', () => {
  async function signUp(role: 'user' | 'vendor') {
    const created: PublicUser = { ...CUSTOMER, role };
    const view = renderRoutes({
      path: '/signup',
      user: null,
      routes: {
        'POST /api/auth/signup': { status: 201, body: { user: created } },
        'GET /api/auth/user': { body: created },
      },
    });
    const notFound = watchFor('Page Not Found');
    // the sign-up screen is its own bundle too
    await screen.findByRole('heading', { level: 1, name: 'Create your account' }, LAZY_SCREEN);
    submitSignupForm(role);
    return { ...view, notFound };
  }

  it('a new customer goes from /signup to / without a Page Not Found in between', async () => {
    const { history, notFound } = await signUp('user');
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Account created successfully!' }),
      ),
    );
    // until the redirect the sign-up screen stays
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(history).toEqual(['/signup', '/']);
    expect(notFound.wasSeen()).toBe(false);
    notFound.stop();
  });

  it('a new vendor goes to /vendor and the dashboard', async () => {
    const { history, notFound } = await signUp('vendor');
    expect(
      await screen.findByRole('heading', { name: 'Vendor dashboard screen' }, LAZY_SCREEN),
    ).toBeTruthy();
    expect(history.at(-1)).toBe('/vendor');
    expect(notFound.wasSeen()).toBe(false);
    notFound.stop();
  });

  it('the signed-in user is stored only when the redirect happens, 100 ms after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, history } = await signUp('user');
    await waitFor(() => expect(mocks.toast).toHaveBeenCalled());
    expect(client.getQueryData(authKeys.currentUser)).toBeNull();
    expect(history).toEqual(['/signup']);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(history).toEqual(['/signup', '/']);
    expect(client.getQueryData(authKeys.currentUser)).toMatchObject({ role: 'user' });
  });
});

describe('customer routes (accounts spec 2.1)', () => {
  it("a customer at /vendor/dashboard gets 'Page Not Found', not 'Vendor not found'", async () => {
    renderRoutes({ path: '/vendor/dashboard', user: CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByText('Vendor not found')).toBeNull();
  });
});

describe('the kitchen screen', () => {
  it('a vendor gets it full screen, with no header or navigation', async () => {
    renderRoutes({ path: '/vendor/kitchen', user: { ...CUSTOMER, role: 'vendor' } });
    expect(
      await screen.findByRole('heading', { name: 'Kitchen screen' }, LAZY_SCREEN),
    ).toBeTruthy();
    expect(document.title).toBe('Kitchen · CurtainCall');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is not a customer page', async () => {
    renderRoutes({ path: '/vendor/kitchen', user: CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('page titles and focus after navigation (WCAG 2.4.2 and 2.4.3)', () => {
  it("names each page in the tab and moves focus to the new page's h1 after a navigation", async () => {
    const { navigate } = renderRoutes({ path: '/signup', user: null });
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(document.title).toBe('Sign up · CurtainCall');
    // the first load leaves focus where the browser put it
    expect(document.activeElement).toBe(document.body);
    act(() => navigate('/'));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your post-show meal, solved.',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Sign in · CurtainCall');
  });

  it('waits for a page whose h1 shows later (a lazily loaded screen)', async () => {
    const { navigate } = renderRoutes({ path: '/', user: CUSTOMER });
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(document.title).toBe('Home · CurtainCall');
    act(() => navigate('/guide'));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'User Guide' },
      LAZY_SCREEN,
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('User Guide · CurtainCall');
  });
});

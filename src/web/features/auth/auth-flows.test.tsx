import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LIMITS, type PublicUser } from '../../../contract/auth';
import { mockApi } from '../checkout/test-support';
import { LoginForm } from './login-form';
import { submitSignupForm } from './auth.test-support';
import { SignupPage } from './signup-page';
import { useLogout, LOGOUT_REDIRECT_DELAY_MS } from './use-logout';
import { AUTH_REDIRECT_DELAY_MS } from './use-sign-in';
import { authKeys } from './use-auth';
import { CUSTOMER, renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

/** An answer the test releases when it wants (so the pending state can be seen). */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Runs pending promises and zero-delay timers, never a timer that is not due yet. */
async function flushUntil(check: () => boolean) {
  for (let round = 0; round < 50 && !check(); round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  expect(check()).toBe(true);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  mocks.toast.mockReset();
});

describe('signing in (accounts spec 2.1 and 2.2)', () => {
  function signIn(user: PublicUser) {
    const answer = deferred<{ body: unknown }>();
    mockApi({
      'POST /api/auth/login': () => answer.promise,
      'GET /api/auth/user': { body: user },
    });
    const view = renderWithProviders(<LoginForm />, { path: '/orders', user: null });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    return { ...view, answer: () => answer.resolve({ body: { user } }) };
  }

  it("reads 'Signing In...' while pending, then goes home 100 ms after success", async () => {
    expect(AUTH_REDIRECT_DELAY_MS).toBe(100);
    const { answer, history, client } = signIn(CUSTOMER);
    await flushUntil(() => screen.queryByRole('button', { name: 'Signing In...' }) !== null);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Signing In...' }).disabled).toBe(
      true,
    );
    answer();
    await flushUntil(() => mocks.toast.mock.calls.length > 0);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Welcome back!',
      description: 'Signed in as Sam.',
    });
    await advance(AUTH_REDIRECT_DELAY_MS - 1);
    expect(history).toEqual(['/orders']);
    expect(client.getQueryData(authKeys.currentUser)).toBeNull();
    await advance(1);
    expect(history).toEqual(['/orders', '/']);
    expect(client.getQueryData(authKeys.currentUser)).toMatchObject({ id: CUSTOMER.id });
  });

  it.each([
    ['vendor', '/vendor'],
    ['admin', '/admin'],
  ] as const)('the %s role lands on %s', async (role, path) => {
    const { answer, history } = signIn({ ...CUSTOMER, role });
    await flushUntil(() => screen.queryByRole('button', { name: 'Signing In...' }) !== null);
    answer();
    await flushUntil(() => mocks.toast.mock.calls.length > 0);
    await advance(AUTH_REDIRECT_DELAY_MS);
    expect(history.at(-1)).toBe(path);
  });
});

describe('signing up (accounts spec 2.3)', () => {
  it("reads 'Creating Account...' while pending, then goes home 100 ms after success", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    mockApi({
      'POST /api/auth/signup': () => answer.promise,
      'GET /api/auth/user': { body: CUSTOMER },
    });
    const { history } = renderWithProviders(<SignupPage />, { path: '/signup', user: null });
    submitSignupForm();
    await flushUntil(() => screen.queryByRole('button', { name: 'Creating Account...' }) !== null);
    answer.resolve({ status: 201, body: { user: CUSTOMER } });
    await flushUntil(() => mocks.toast.mock.calls.length > 0);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Account created successfully!',
      description: 'You can start ordering food now.',
    });
    await advance(AUTH_REDIRECT_DELAY_MS - 1);
    expect(history).toEqual(['/signup']);
    await advance(1);
    expect(history).toEqual(['/signup', '/']);
  });
});

describe('length limits on the inputs', () => {
  const maxLength = (label: string) =>
    screen.getByLabelText<HTMLInputElement>(label, { exact: true }).maxLength;

  it("every signup and sign-in input stops at the schema's limit", () => {
    renderWithProviders(<SignupPage />, { path: '/signup', user: null });
    expect(maxLength('First name')).toBe(ACCOUNT_LIMITS.firstName);
    expect(maxLength('Last name')).toBe(ACCOUNT_LIMITS.lastName);
    expect(maxLength('Username')).toBe(ACCOUNT_LIMITS.username);
    expect(maxLength('Email')).toBe(ACCOUNT_LIMITS.email);
    expect(maxLength('Phone')).toBe(ACCOUNT_LIMITS.phone);
    expect(maxLength('Password')).toBe(ACCOUNT_LIMITS.password);
  });

  it('the sign-in form too', () => {
    renderWithProviders(<LoginForm />, { path: '/', user: null });
    expect(maxLength('Email')).toBe(ACCOUNT_LIMITS.email);
    expect(maxLength('Password')).toBe(ACCOUNT_LIMITS.password);
  });
});

describe('logging out (customer spec 2 and 8)', () => {
  function LogoutButton() {
    const logout = useLogout();
    return (
      <button type="button" onClick={() => logout.mutate()}>
        {logout.isPending ? 'Logging out...' : 'Logout'}
      </button>
    );
  }

  it('toasts, signs out and clears storage at once, then goes to / after 500 ms', async () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
    const { callsTo } = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    localStorage.setItem('CurtainCall.preferences', '{}');
    const { history, client } = renderWithProviders(<LogoutButton />, { path: '/orders' });
    client.setQueryData(['/api/orders'], []);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await flushUntil(() => mocks.toast.mock.calls.length > 0);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Logged out successfully',
      description: 'You have been logged out of your account.',
    });
    expect(callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(client.getQueryData(authKeys.currentUser)).toBeNull();
    expect(client.getQueryData(['/api/orders'])).toBeUndefined();
    expect(localStorage.getItem('CurtainCall.preferences')).toBeNull();
    await advance(LOGOUT_REDIRECT_DELAY_MS - 1);
    expect(history).toEqual(['/orders']);
    await advance(1);
    expect(history).toEqual(['/orders', '/']);
  });

  it("a failed logout toasts 'Logout failed' and stays", async () => {
    mockApi({ 'POST /api/auth/logout': { status: 500, body: { code: 'INTERNAL' } } });
    const { history, client } = renderWithProviders(<LogoutButton />, { path: '/orders' });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await flushUntil(() => mocks.toast.mock.calls.length > 0);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Logout failed',
      description: 'There was an error logging out. Please try again.',
      variant: 'destructive',
    });
    await advance(LOGOUT_REDIRECT_DELAY_MS);
    expect(history).toEqual(['/orders']);
    expect(client.getQueryData(authKeys.currentUser)).toMatchObject({ id: CUSTOMER.id });
  });
});

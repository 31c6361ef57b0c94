import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api';
import { CUSTOMER, mockApi } from '../../../test/web-harness';
import { authKeys, loadCurrentUser, useAuth } from './use-auth';

// The app's first render waits (briefly) for who is signed in, so the first screen
// renders once with the user instead of a loading screen first.

function Who({ renders }: { renders: string[] }) {
  const { user, isLoading } = useAuth();
  const text = isLoading ? 'loading' : (user?.firstName ?? 'signed out');
  renders.push(text);
  return <p>{text}</p>;
}

describe('loadCurrentUser', () => {
  it('keeps the answer, so the first render already knows the user and asks no more', async () => {
    const api = mockApi({ 'GET /api/auth/user': { body: CUSTOMER } });
    const client = createQueryClient();
    await loadCurrentUser(client);
    const renders: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Who renders={renders} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Sam')).toBeTruthy();
    expect(renders).not.toContain('loading');
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('keeps a signed-out answer (401) as no user', async () => {
    mockApi({ 'GET /api/auth/user': { status: 401, body: { message: 'Not signed in' } } });
    const client = createQueryClient();
    await loadCurrentUser(client);
    expect(client.getQueryData(authKeys.currentUser)).toBeNull();
  });

  it('resolves when the server cannot be reached, and useAuth asks again', async () => {
    let isDown = true;
    const api = mockApi({
      'GET /api/auth/user': () =>
        isDown ? { status: 503, body: { message: 'Down' } } : { body: CUSTOMER },
    });
    const client = createQueryClient();
    await expect(loadCurrentUser(client)).resolves.toBeUndefined();
    isDown = false;
    render(
      <QueryClientProvider client={client}>
        <Who renders={[]} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Sam')).toBeTruthy();
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(2);
  });
});

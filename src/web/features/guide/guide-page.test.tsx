import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Role } from '../../../contract/auth';
import { GuidePage } from './guide-page';

const mocks = vi.hoisted(() => ({ role: 'user', toast: vi.fn() }));

vi.mock('../auth/use-auth', () => ({
  useAuth: () => ({
    user: { id: 1, role: mocks.role, email: `${mocks.role}@curtaincall.test`, firstName: 'Demo' },
    isLoading: false,
    isAuthenticated: true,
  }),
}));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const SECTIONS: Record<Role, string[]> = {
  user: [
    'Getting Started',
    'Finding Vendors',
    'Ordering Food',
    'Payments & Checkout',
    'Order Tracking',
    'Artist Partnerships',
  ],
  vendor: [
    'Vendor Setup',
    'Menu Management',
    'Order Management',
    'Business Analytics',
    'Artist Partnerships',
  ],
  admin: ['User Management', 'Vendor Approval', 'Event Management', 'System Analytics'],
};

function renderGuide(role: Role) {
  mocks.role = role;
  const user = userEvent.setup();
  render(
    <Router hook={memoryLocation({ path: '/guide' }).hook}>
      <GuidePage />
    </Router>,
  );
  return { user };
}

function sectionButtons() {
  const nav = screen.getByRole('navigation', { name: 'Guide sections' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

afterEach(() => {
  mocks.toast.mockReset();
});

describe('GuidePage', () => {
  it.each(['user', 'vendor', 'admin'] as const)(
    'shows only the %s sections, each with real content',
    async (role) => {
      const { user } = renderGuide(role);
      expect(screen.getByRole('heading', { level: 1, name: 'User Guide' })).toBeTruthy();
      expect(sectionButtons()).toEqual(SECTIONS[role]);

      for (const title of SECTIONS[role]) {
        await user.click(
          within(screen.getByRole('navigation')).getByRole('button', { name: title }),
        );
        expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
        const panel = screen.getByRole('region', { name: title });
        expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
        expect(panel.textContent?.length ?? 0).toBeGreaterThan(300);
      }
    },
  );

  it('marks the chosen section as current', async () => {
    const { user } = renderGuide('user');
    const nav = screen.getByRole('navigation', { name: 'Guide sections' });
    expect(
      within(nav).getByRole('button', { name: 'Getting Started' }).getAttribute('aria-current'),
    ).toBe('true');
    await user.click(within(nav).getByRole('button', { name: 'Payments & Checkout' }));
    expect(
      within(nav).getByRole('button', { name: 'Payments & Checkout' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(
      within(nav).getByRole('button', { name: 'Getting Started' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeTruthy();
    expect(screen.getByText(/4000 0000 0000 0002/)).toBeTruthy();
  });

  it('lists the three demo logins in the Test Accounts card', () => {
    renderGuide('vendor');
    const card = screen.getByRole('region', { name: 'Test Accounts' });
    for (const email of [
      'customer@curtaincall.test',
      'vendor@curtaincall.test',
      'admin@curtaincall.test',
    ]) {
      expect(within(card).getByText(email)).toBeTruthy();
    }
    expect(within(card).getByText('demo1234')).toBeTruthy();
  });

  it('offers working help actions', () => {
    renderGuide('admin');
    const email = screen.getByRole('link', { name: 'Email Support' });
    expect(email.getAttribute('href')).toMatch(/^mailto:support@curtaincall\.test\?subject=.+/);
    expect(screen.getByRole('link', { name: 'View Presentation' }).getAttribute('href')).toBe(
      '/presentation',
    );
  });

  it('copies the support address and confirms with a toast', async () => {
    const { user } = renderGuide('user');
    await user.click(screen.getByRole('button', { name: 'Copy support email' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('support@curtaincall.test');
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Copied',
      description: 'support@curtaincall.test copied to your clipboard.',
    });
  });

  it('shows the address in a toast when the clipboard is blocked', async () => {
    const { user } = renderGuide('user');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy support email' }));
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: expect.stringContaining('support@curtaincall.test') }),
    );
  });
});

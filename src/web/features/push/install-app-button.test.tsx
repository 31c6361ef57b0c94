import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INSTALL_APP_LABEL, InstallAppButton } from './install-app-button';

// Chromium's install offer, as a synthetic `beforeinstallprompt` event (jsdom has none). The
// offers are the page's for its whole life, so these tests run in order.

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    dispatchEvent(event);
  });
  return event;
}

const installButton = () => screen.queryByRole('button', { name: INSTALL_APP_LABEL });

describe('[customer] the install offer', () => {
  it('shows nothing where the browser made no offer (iPhone, Firefox, installed)', () => {
    render(<InstallAppButton />);
    expect(installButton()).toBeNull();
  });

  it('keeps an offer made before it showed, prompts once on a tap, then goes', async () => {
    const offer = installOffer('dismissed');
    // the browser's own install banner is held back for the button
    expect(offer.defaultPrevented).toBe(true);
    render(<InstallAppButton />);
    await userEvent.click(installButton()!);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(installButton()).toBeNull();
  });

  it('shows a later offer, and goes once the app is installed', () => {
    render(<InstallAppButton />);
    expect(installButton()).toBeNull();
    const offer = installOffer('accepted');
    expect(installButton()).not.toBeNull();
    act(() => {
      dispatchEvent(new Event('appinstalled'));
    });
    expect(installButton()).toBeNull();
    expect(offer.prompt).not.toHaveBeenCalled();
  });
});

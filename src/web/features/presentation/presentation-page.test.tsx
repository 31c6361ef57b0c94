import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PresentationPage } from './presentation-page';
import { SLIDES, SWIPE_THRESHOLD_PX, swipeDirection } from './slides';

function renderPresentation() {
  const location = memoryLocation({ path: '/presentation', record: true });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook}>
      <PresentationPage />
    </Router>,
  );
  return { location, user };
}

function heading(name: string) {
  return screen.getByRole('heading', { level: 2, name });
}

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  document.title = '';
});

describe('PresentationPage', () => {
  it('has the eight slides of accounts spec 2.15 in order', () => {
    expect(SLIDES.map((slide) => slide.title)).toEqual([
      'The Problem',
      'The Solution',
      'Key Features',
      'Customer Benefits',
      'Food Service Provider Benefits',
      'Venue & Event Benefits',
      'Enterprise Architecture',
      'Try the Platform',
    ]);
  });

  it('opens on The Problem with Previous disabled and a 1 / 8 counter', () => {
    renderPresentation();
    expect(heading('The Problem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous slide' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByText('1 / 8')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe(
      'step',
    );
  });

  it('moves with the arrow keys', async () => {
    const { user } = renderPresentation();
    await user.keyboard('{ArrowRight}');
    expect(heading('The Solution')).toBeTruthy();
    expect(screen.getByText('2 / 8')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(heading('The Problem')).toBeTruthy();
  });

  it('moves with the Next and Previous buttons', async () => {
    const { user } = renderPresentation();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(heading('The Solution')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(heading('The Problem')).toBeTruthy();
  });

  it('jumps to the last slide from its dot and disables Next there', async () => {
    const { user } = renderPresentation();
    await user.click(screen.getByRole('button', { name: 'Go to slide 8' }));
    expect(heading('Try the Platform')).toBeTruthy();
    expect(screen.getByText('8 / 8')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Go to slide 8' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(
      screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('links to the four demo areas and lists the demo accounts on the last slide', async () => {
    const { user } = renderPresentation();
    await user.click(screen.getByRole('button', { name: 'Go to slide 8' }));
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/search', '/demo-checkout', '/vendor/dashboard', '/admin/dashboard']);
    for (const email of [
      'customer@curtaincall.test',
      'vendor@curtaincall.test',
      'admin@curtaincall.test',
    ]) {
      expect(screen.getByText(email)).toBeTruthy();
    }
    expect(screen.getByText('demo1234')).toBeTruthy();
  });

  it('changes slide on a horizontal swipe longer than 50 px only', () => {
    renderPresentation();
    const deck = heading('The Problem').closest('main')?.parentElement;
    if (!deck) throw new Error('deck not found');
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(deck, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(deck, { changedTouches: [{ clientX: toX, clientY: 300 }] });
    };
    swipe(300, 300 - SWIPE_THRESHOLD_PX);
    expect(heading('The Problem')).toBeTruthy();
    swipe(300, 200);
    expect(heading('The Solution')).toBeTruthy();
    swipe(100, 200);
    expect(heading('The Problem')).toBeTruthy();
  });

  it('ignores mostly vertical drags', () => {
    expect(swipeDirection(-80, 200)).toBeNull();
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(80, 10)).toBe('previous');
  });

  it('goes home on Escape', async () => {
    const { location, user } = renderPresentation();
    await user.keyboard('{Escape}');
    expect(location.history.at(-1)).toBe('/');
  });

  it('goes home from the Exit button', async () => {
    const { location, user } = renderPresentation();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('sets the title and social meta tags, and restores them on unmount', () => {
    document.title = 'Before';
    const existing = document.createElement('meta');
    existing.setAttribute('name', 'description');
    existing.setAttribute('content', 'Original description');
    document.head.appendChild(existing);

    const { unmount } = render(<PresentationPage />);
    expect(document.title).toBe('CurtainCall - Presentation');
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toMatch(/pre-order food/);
    expect(content('meta[property="og:title"]')).toBe('CurtainCall - Presentation');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:image"]')).toBe('/images/og-card.svg');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    unmount();
    expect(document.title).toBe('Before');
    expect(content('meta[name="description"]')).toBe('Original description');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { Toaster } from './toaster';
import {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  useToasts,
} from './use-toast';

// customer spec 9: one visible at a time; 5000 ms by default; swipe right past 50 px dismisses;
// F8 reaches the toasts; removed from memory 1,000,000 ms after dismissal.

/** How many toasts the store still remembers (open or closing). */
function StoreSize() {
  return <p data-testid="store-size">{useToasts().length}</p>;
}

function renderToaster() {
  return render(
    <>
      <Toaster />
      <StoreSize />
    </>,
  );
}

/** An open dialog titled `title` (closed by its own close control or Escape), beside the toasts. */
function renderDialogWithToaster(title: string, children?: ReactNode) {
  function DialogScreen() {
    const [isOpen, setIsOpen] = useState(true);
    return (
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>{title}</DialogTitle>
          {children}
        </DialogContent>
      </Dialog>
    );
  }
  return render(
    <>
      <DialogScreen />
      <Toaster />
    </>,
  );
}

const storeSize = () => Number(screen.getByTestId('store-size').textContent);
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const toastItems = () => within(toastRegion()).queryAllByRole('listitem');
const openToasts = () => toastItems().filter((node) => node.getAttribute('data-state') === 'open');

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no pointer capture; the swipe gesture asks for it
  const pointerCapture = {
    setPointerCapture: () => undefined,
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
  };
  for (const [name, value] of Object.entries(pointerCapture)) {
    if (!(name in Element.prototype))
      Object.defineProperty(Element.prototype, name, { value, configurable: true });
  }
});
afterEach(() => {
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
});

describe('toasts (customer spec 9)', () => {
  it('has the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows one toast at a time: the newest replaces the visible one', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Logged out successfully' });
      toast({ title: 'Payment Successful', description: 'Your order has been confirmed!' });
    });
    expect(openToasts()).toHaveLength(1);
    expect(screen.queryByText('Logged out successfully')).toBeNull();
    expect(screen.getByText('Payment Successful')).toBeTruthy();
    expect(screen.getByText('Your order has been confirmed!')).toBeTruthy();
  });

  it('closes after 5000 ms and is forgotten 1,000,000 ms after that', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Welcome back!' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Welcome back!')).toBeNull();
    expect(storeSize()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(storeSize()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(storeSize()).toBe(0);
  });

  it('honours a toast’s own duration', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Quick note', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Quick note')).toBeNull();
  });

  function swipeRight(node: HTMLElement, distance: number) {
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 10 };
    fireEvent.pointerDown(node, { ...pointer, clientX: 100 });
    fireEvent.pointerMove(node, { ...pointer, clientX: 110 });
    fireEvent.pointerMove(node, { ...pointer, clientX: 100 + distance });
    fireEvent.pointerUp(node, { ...pointer, clientX: 100 + distance });
  }

  it('a swipe right of more than 50 px dismisses; a shorter one does not', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Order ready' });
    });
    const [item] = toastItems();
    if (!item) throw new Error('no toast shown');
    act(() => swipeRight(item, 40));
    expect(screen.getByText('Order ready')).toBeTruthy();
    expect(item.getAttribute('data-swipe')).toBe('cancel');
    act(() => swipeRight(item, 60));
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.queryByText('Order ready')).toBeNull();
  });

  it('F8 moves focus to the toasts', () => {
    renderToaster();
    act(() => {
      toast({ title: 'New Order!' });
    });
    const region = toastRegion();
    expect(region.contains(document.activeElement)).toBe(false);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
    expect(within(region).getByText('New Order!')).toBeTruthy();
  });

  it('Escape closes the open dialog even while a toast shows', () => {
    renderDialogWithToaster('Order #41', <button>Confirm</button>);
    act(() => {
      toast({ title: 'Status Updated' });
    });
    // the modal dialog hides the rest of the page, the toast region included, from roles
    const shownToasts = () => document.querySelectorAll('li[data-state="open"]');
    expect(shownToasts()).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Confirm' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Order #41' })).toBeNull();
  });

  it('with focus dropped out of the dialog, Escape closes the newest dialog that can be closed, past an open popover', () => {
    renderDialogWithToaster('Order #42');
    // a popover (a dialog with no close control of its own) after the modal in the page
    const popover = document.createElement('div');
    popover.setAttribute('role', 'dialog');
    popover.setAttribute('data-state', 'open');
    document.body.append(popover);
    act(() => {
      toast({ title: 'Notes Updated' });
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Order #42' })).toBeNull();
    popover.remove();
  });
});

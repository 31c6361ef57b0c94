import { Component, type ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowseState, vendor } from '../vendors/testing';
import { QuickOrderProvider, useQuickOrder, VENDOR_CLEAR_DELAY_MS } from './quick-order-provider';

afterEach(resetBrowseState);

function renderQuickOrder() {
  return renderHook(() => useQuickOrder(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QuickOrderProvider>{children}</QuickOrderProvider>
    ),
  });
}

describe('QuickOrderProvider (customer spec 4, quick-order panel)', () => {
  it('starts closed with no vendor', () => {
    const { result } = renderQuickOrder();
    expect(result.current.isOpen).toBe(false);
    expect(result.current.vendor).toBeNull();
  });

  it('opens without a vendor, or stores the vendor given', () => {
    const { result } = renderQuickOrder();
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    expect(result.current.vendor).toBeNull();
    act(() => result.current.open(vendor(2)));
    expect(result.current.vendor?.name).toBe('Taco Encore');
    act(() => result.current.open());
    expect(result.current.vendor?.name).toBe('Taco Encore');
  });

  it('closing clears the flag at once and the vendor after 300 ms', () => {
    vi.useFakeTimers();
    const { result } = renderQuickOrder();
    act(() => result.current.open(vendor(1)));
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(result.current.vendor?.id).toBe(1);
    act(() => {
      vi.advanceTimersByTime(VENDOR_CLEAR_DELAY_MS - 1);
    });
    expect(result.current.vendor?.id).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.vendor).toBeNull();
    expect(VENDOR_CLEAR_DELAY_MS).toBe(300);
  });

  it('reopening within the 300 ms keeps the new vendor', () => {
    vi.useFakeTimers();
    const { result } = renderQuickOrder();
    act(() => result.current.open(vendor(1)));
    act(() => result.current.close());
    act(() => result.current.open(vendor(3)));
    act(() => {
      vi.advanceTimersByTime(VENDOR_CLEAR_DELAY_MS * 2);
    });
    expect(result.current.isOpen).toBe(true);
    expect(result.current.vendor?.id).toBe(3);
  });

  it('chooseVendor switches or clears the vendor inside the open sheet', () => {
    const { result } = renderQuickOrder();
    act(() => result.current.open(vendor(1)));
    act(() => result.current.chooseVendor(null));
    expect(result.current.vendor).toBeNull();
    expect(result.current.isOpen).toBe(true);
  });

  it('used outside its provider is a developer error (customer spec 8)', () => {
    class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
      override state = { message: null };
      static getDerivedStateFromError(error: Error) {
        return { message: error.message };
      }
      override render() {
        return this.state.message ?? this.props.children;
      }
    }
    function Consumer() {
      useQuickOrder();
      return null;
    }
    const caught: unknown[] = [];
    render(
      <Boundary>
        <Consumer />
      </Boundary>,
      { onCaughtError: (error) => caught.push(error) },
    );
    expect(screen.getByText('useQuickOrder must be used inside <QuickOrderProvider>')).toBeTruthy();
    expect(caught).toHaveLength(1);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { makeOrder } from '../checkout/test-support';
import { stubRunningAudio, stubSuspendedAudio } from './audio.test-support';
import { primeNewOrderAudio, resetNewOrderAudio, useNewOrderAlert } from './use-new-order-alert';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const NEW_ORDER_TOAST = {
  title: 'New Order!',
  description: 'You have a new order to review.',
  duration: 3000,
};

function renderAlert(initial: OrderView[] | undefined) {
  return renderHook(({ orders }) => useNewOrderAlert(orders), {
    initialProps: { orders: initial },
  });
}

beforeEach(() => resetNewOrderAudio());

afterEach(() => {
  mocks.toast.mockReset();
});

describe('useNewOrderAlert', () => {
  it('stays quiet on the first load, even with orders waiting', () => {
    const { rerender } = renderAlert(undefined);
    rerender({ orders: [makeOrder({ id: 1 }), makeOrder({ id: 2 })] });
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('toasts when a new order arrives and no audio is available', () => {
    const { rerender } = renderAlert([makeOrder({ id: 1 })]);
    rerender({ orders: [makeOrder({ id: 1 }), makeOrder({ id: 2 })] });
    expect(mocks.toast).toHaveBeenCalledTimes(1);
    expect(mocks.toast).toHaveBeenCalledWith(NEW_ORDER_TOAST);
  });

  it('alerts when one order is confirmed and a new one arrives in the same refetch', () => {
    const { rerender } = renderAlert([makeOrder({ id: 1, status: 'pending' })]);
    rerender({
      orders: [makeOrder({ id: 1, status: 'confirmed' }), makeOrder({ id: 2, status: 'pending' })],
    });
    expect(mocks.toast).toHaveBeenCalledWith(NEW_ORDER_TOAST);
  });

  it('alerts when a new order replaces one that left the list', () => {
    const { rerender } = renderAlert([makeOrder({ id: 1 })]);
    rerender({ orders: [makeOrder({ id: 2 })] });
    expect(mocks.toast).toHaveBeenCalledWith(NEW_ORDER_TOAST);
  });

  it('stays quiet for status changes, a refetch of the same orders and an order leaving', () => {
    const { rerender } = renderAlert([makeOrder({ id: 1 }), makeOrder({ id: 2 })]);
    rerender({ orders: [makeOrder({ id: 1, status: 'confirmed' }), makeOrder({ id: 2 })] });
    rerender({ orders: [makeOrder({ id: 1, status: 'preparing' }), makeOrder({ id: 2 })] });
    rerender({ orders: [makeOrder({ id: 2 })] });
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('plays the beep and shows no toast when audio is allowed', () => {
    const oscillator = stubRunningAudio();
    const { rerender } = renderAlert([]);
    rerender({ orders: [makeOrder({ id: 5 })] });
    expect(oscillator.start).toHaveBeenCalledTimes(1);
    expect(oscillator.stop).toHaveBeenCalledTimes(1);
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('falls back to the toast when the audio context is suspended', () => {
    const resume = stubSuspendedAudio(() => Promise.reject(new Error('blocked')));
    const { rerender } = renderAlert([]);
    rerender({ orders: [makeOrder({ id: 5 })] });
    expect(resume).toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledWith(NEW_ORDER_TOAST);
  });
});

describe('useNewOrderAlert repeating until acknowledged (kitchen screen)', () => {
  const REPEAT_MS = 8000;
  const renderRepeating = (initial: OrderView[] | undefined) =>
    renderHook(({ orders }) => useNewOrderAlert(orders, { repeatEveryMs: REPEAT_MS }), {
      initialProps: { orders: initial },
    });

  afterEach(() => vi.useRealTimers());

  it('beeps again every interval until acknowledged, then stops', () => {
    vi.useFakeTimers();
    const oscillator = stubRunningAudio();
    const { result, rerender } = renderRepeating([makeOrder({ id: 1 })]);
    expect(result.current.unacknowledged).toEqual([]);
    rerender({ orders: [makeOrder({ id: 1 }), makeOrder({ id: 2 })] });
    expect(result.current.unacknowledged).toEqual([2]);
    expect(oscillator.start).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(REPEAT_MS * 2);
    });
    expect(oscillator.start).toHaveBeenCalledTimes(3);
    act(() => result.current.acknowledge());
    expect(result.current.unacknowledged).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(REPEAT_MS * 3);
    });
    expect(oscillator.start).toHaveBeenCalledTimes(3);
  });

  it('stops by itself once every new order has left the list (another screen took it)', () => {
    vi.useFakeTimers();
    const oscillator = stubRunningAudio();
    const { result, rerender } = renderRepeating([]);
    rerender({ orders: [makeOrder({ id: 4 })] });
    expect(result.current.unacknowledged).toEqual([4]);
    rerender({ orders: [] });
    expect(result.current.unacknowledged).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(REPEAT_MS * 2);
    });
    expect(oscillator.start).toHaveBeenCalledTimes(1);
  });

  it('alerts once on the dashboard: nothing to acknowledge without repeatEveryMs', () => {
    vi.useFakeTimers();
    const oscillator = stubRunningAudio();
    const { result, rerender } = renderAlert([]);
    rerender({ orders: [makeOrder({ id: 9 })] });
    expect(result.current.unacknowledged).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(oscillator.start).toHaveBeenCalledTimes(1);
  });
});

describe('primeNewOrderAudio', () => {
  it('wakes a suspended audio context on a tap, and does nothing without Web Audio', () => {
    const resume = stubSuspendedAudio(() => Promise.resolve());
    primeNewOrderAudio();
    expect(resume).toHaveBeenCalledTimes(1);
    resetNewOrderAudio();
    vi.stubGlobal('AudioContext', undefined);
    expect(() => primeNewOrderAudio()).not.toThrow();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowseState, stubGeolocation } from '../vendors/testing';
import {
  failureFor,
  GEOLOCATION_OPTIONS,
  requestLocation,
  resetLocation,
  UNSUPPORTED_MESSAGE,
  useGeolocation,
} from './use-geolocation';

afterEach(resetBrowseState);

describe('useGeolocation (customer spec 4, Location)', () => {
  it('starts idle', () => {
    const { result } = renderHook(() => useGeolocation());
    expect(result.current.status).toBe('idle');
    expect(result.current.coords).toBeNull();
  });

  it('asks with high accuracy, a 15 s time-out and a 5 min max age, then is granted', () => {
    const getCurrentPosition = stubGeolocation({ coords: { latitude: 37.77, longitude: -122.48 } });
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.request());
    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      GEOLOCATION_OPTIONS,
    );
    expect(GEOLOCATION_OPTIONS).toEqual({
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 300_000,
    });
    expect(result.current.status).toBe('granted');
    expect(result.current.coords).toEqual({ latitude: 37.77, longitude: -122.48 });
  });

  it('is loading until the device answers and does not ask twice meanwhile', () => {
    const getCurrentPosition = vi.fn();
    const { result } = renderHook(() => useGeolocation());
    const geolocation = { getCurrentPosition } as unknown as Geolocation;
    act(() => requestLocation(geolocation));
    act(() => requestLocation(geolocation));
    expect(result.current.status).toBe('loading');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('is denied with the permission reason for error code 1', () => {
    stubGeolocation({ code: 1 });
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.request());
    expect(result.current.status).toBe('denied');
    expect(result.current.failure).toBe('permission');
  });

  it('tells time-outs and other failures apart', () => {
    expect(failureFor({ code: 1 })).toBe('permission');
    expect(failureFor({ code: 2 })).toBe('unavailable');
    expect(failureFor({ code: 3 })).toBe('timeout');
  });

  it('says when the browser has no geolocation', () => {
    const { result } = renderHook(() => useGeolocation());
    expect(result.current.isSupported).toBe(false);
    act(() => result.current.request());
    expect(result.current.status).toBe('denied');
    expect(result.current.failure).toBe('unsupported');
    expect(result.current.message).toBe(UNSUPPORTED_MESSAGE);
    expect(UNSUPPORTED_MESSAGE).toBe('Geolocation is not supported by this browser.');
  });

  it('shares one state between screens and can be reset', () => {
    stubGeolocation({ coords: { latitude: 1, longitude: 2 } });
    const first = renderHook(() => useGeolocation());
    const second = renderHook(() => useGeolocation());
    act(() => first.result.current.request());
    expect(second.result.current.status).toBe('granted');
    act(() => resetLocation());
    expect(first.result.current.status).toBe('idle');
  });
});

import { useSyncExternalStore } from 'react';

// customer spec 9: location time-out 15 s, max age 5 min, high accuracy.
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 300_000,
};
// customer spec 8: code 1 means permission denied.
export const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** customer spec 4, Location: idle, loading, granted, denied. */
export type LocationStatus = 'idle' | 'loading' | 'granted' | 'denied';
/** Why a request ended in `denied`. */
export type LocationFailure = 'permission' | 'unsupported' | 'unavailable' | 'timeout';
export type Coordinates = { latitude: number; longitude: number };
export type LocationState = {
  status: LocationStatus;
  coords: Coordinates | null;
  failure: LocationFailure | null;
};

// customer spec 8: the unsupported message is verbatim.
export const UNSUPPORTED_MESSAGE = 'Geolocation is not supported by this browser.';

export function failureMessage(failure: LocationFailure | null): string | null {
  switch (failure) {
    case 'permission':
      return 'Location permission was denied.';
    case 'unsupported':
      return UNSUPPORTED_MESSAGE;
    case 'timeout':
      return 'Finding your location took too long. Try again in a moment.';
    case 'unavailable':
      return "We couldn't find your location. Check that location is on and try again.";
    case null:
      return null;
  }
}

export function failureFor(error: Pick<GeolocationPositionError, 'code'>): LocationFailure {
  if (error.code === PERMISSION_DENIED) return 'permission';
  if (error.code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

const IDLE: LocationState = { status: 'idle', coords: null, failure: null };

// One location for the whole app: a fix found on Search also gives distances on other pages.
let state: LocationState = IDLE;
const listeners = new Set<() => void>();

function setState(next: LocationState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => state;

export function browserGeolocation(): Geolocation | null {
  if (typeof navigator === 'undefined') return null;
  return 'geolocation' in navigator && navigator.geolocation ? navigator.geolocation : null;
}

/** Asks the device for its position; a request already under way is not repeated. */
export function requestLocation(geolocation: Geolocation | null = browserGeolocation()): void {
  if (!geolocation) {
    setState({ status: 'denied', coords: null, failure: 'unsupported' });
    return;
  }
  if (state.status === 'loading') return;
  // a refresh keeps the last fix visible until the new one arrives
  setState({ status: 'loading', coords: state.coords, failure: null });
  geolocation.getCurrentPosition(
    (position) =>
      setState({
        status: 'granted',
        coords: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        failure: null,
      }),
    (error) => setState({ status: 'denied', coords: null, failure: failureFor(error) }),
    GEOLOCATION_OPTIONS,
  );
}

/** Back to idle (tests, and when the person turns Location Services off). */
export function resetLocation(): void {
  setState(IDLE);
}

export function useGeolocation() {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    ...snapshot,
    message: failureMessage(snapshot.failure),
    isSupported: browserGeolocation() !== null,
    request: requestLocation,
  };
}

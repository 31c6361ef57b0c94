/**
 * An abort signal that fires after `ms` (through setTimeout, so tests can drive it with fake
 * timers), joined with the caller's own signal when there is one. Call `clear` once settled.
 */
export function timeoutSignal(ms: number, signal?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Timed out', 'TimeoutError')),
    ms,
  );
  return {
    signal: signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
    clear: () => clearTimeout(timer),
  };
}

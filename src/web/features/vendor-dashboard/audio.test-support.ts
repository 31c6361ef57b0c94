// Web Audio stand-ins for the new-order alert's tests (not a test file itself): jsdom has none.
import { vi } from 'vitest';

/** A Web Audio context whose autoplay is allowed: the beep plays. */
export function stubRunningAudio() {
  const oscillator = {
    type: '',
    frequency: { setValueAtTime: vi.fn() },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
  };
  const gain = {
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    connect: vi.fn(),
  };
  vi.stubGlobal(
    'AudioContext',
    class {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator = () => oscillator;
      createGain = () => gain;
    },
  );
  return oscillator;
}

/** A Web Audio context the browser keeps suspended (autoplay blocked); `resume` answers a wake-up. */
export function stubSuspendedAudio(resume: () => Promise<void>) {
  const resumeSpy = vi.fn(resume);
  vi.stubGlobal(
    'AudioContext',
    class {
      state = 'suspended';
      resume = resumeSpy;
    },
  );
  return resumeSpy;
}

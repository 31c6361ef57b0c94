import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../checkout/test-support';
import { HandOverDialog } from './hand-over-dialog';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

/** A camera and a QR detector that sees `shownCode` once one is held up. */
function stubCamera() {
  const camera = { shownCode: '' };
  const stopTrack = vi.fn();
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      detect = async () => (camera.shownCode ? [{ rawValue: camera.shownCode }] : []);
    },
  );
  play.mockResolvedValue(undefined);
  return { camera, getUserMedia, stopTrack };
}

// jsdom has no media playback
const play = vi.spyOn(HTMLMediaElement.prototype, 'play');

beforeEach(() => {
  mockApi({});
});

afterEach(() => {
  play.mockReset();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  mocks.toast.mockReset();
});

describe('pickup code scanner in the hand-over dialog', () => {
  it('keeps one camera session while the dialog re-renders, then fills in the scanned code', async () => {
    const { camera, getUserMedia, stopTrack } = stubCamera();
    renderWithProviders(
      <HandOverDialog order={{ id: 41, customerFirstName: 'Sam' }} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hand Over #41' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scan QR code' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    const input = within(dialog).getByLabelText<HTMLInputElement>('Pickup code');
    // typing re-renders the dialog, which hands the scanner a new callback each time
    fireEvent.change(input, { target: { value: 'A' } });
    fireEvent.change(input, { target: { value: 'AB' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(stopTrack).not.toHaveBeenCalled();

    camera.shownCode = 'k7q2';
    await waitFor(() => expect(input.value).toBe('K7Q2'));
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(stopTrack).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Scan QR code' })).toBeTruthy();
  });

  it('turns the camera off when scanning stops before the camera has answered', async () => {
    const { getUserMedia, stopTrack } = stubCamera();
    let answer = () => undefined as void;
    getUserMedia.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ getTracks: () => [{ stop: stopTrack }] });
        }),
    );
    renderWithProviders(
      <HandOverDialog order={{ id: 42, customerFirstName: 'Ana' }} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hand Over #42' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scan QR code' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop scanning' }));
    await within(dialog).findByRole('button', { name: 'Scan QR code' });

    answer();
    await waitFor(() => expect(stopTrack).toHaveBeenCalledTimes(1));
    expect(play).not.toHaveBeenCalled();
  });
});

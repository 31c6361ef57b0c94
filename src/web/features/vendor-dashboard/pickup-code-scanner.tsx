import { useEffect, useRef, useState } from 'react';
import { ScanLine } from 'lucide-react';
import { normalizePickupCode, isValidPickupCodeFormat } from '../../../contract/vendor';
import { Button } from '../../components/ui/button';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

const SCAN_INTERVAL_MS = 300;

function barcodeDetector(): DetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
}

/** Scanning needs the browser's barcode detector and a camera (Chrome on Android has both). */
export function canScanPickupCodes(): boolean {
  return Boolean(barcodeDetector()) && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A pickup code read from a QR code, or undefined when it holds something else. */
export function readPickupCode(raw: string): string | undefined {
  const value = normalizePickupCode(raw);
  return isValidPickupCodeFormat(value) ? value : undefined;
}

/**
 * accounts spec 4 / vendor operations: the vendor scans the QR code on the customer's phone
 * instead of typing the pickup code. The QR code carries the code itself. `readCode` takes
 * another kind of code (a crew member's meal ticket).
 */
export function PickupCodeScanner({
  onCode,
  readCode = readPickupCode,
}: {
  onCode: (code: string) => void;
  readCode?: (raw: string) => string | undefined;
}) {
  const [isScanning, setIsScanning] = useState(false);
  const [problem, setProblem] = useState<string>();
  const video = useRef<HTMLVideoElement>(null);
  // the parent passes a fresh callback on every render; reading it through a ref keeps the camera
  // running for the whole scan instead of restarting it on each re-render
  const latestOnCode = useRef(onCode);
  const latestReadCode = useRef(readCode);
  useEffect(() => {
    latestOnCode.current = onCode;
    latestReadCode.current = readCode;
  }, [onCode, readCode]);

  useEffect(() => {
    if (!isScanning) return;
    const Detector = barcodeDetector();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    // the camera goes off as soon as a code is read, not when the effect is cleaned up after the
    // next paint; the clean-up then finds it off already
    const stopCamera = () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = undefined;
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped) {
          stopCamera();
          return;
        }
        if (!video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        if (stopped) return;
        timer = setInterval(() => {
          if (!video.current) return;
          detector
            .detect(video.current)
            .then((codes) => {
              const value = latestReadCode.current(codes[0]?.rawValue ?? '');
              if (value !== undefined && !stopped) {
                stopCamera();
                setIsScanning(false);
                latestOnCode.current(value);
              }
            })
            .catch(() => undefined);
        }, SCAN_INTERVAL_MS);
      })
      .catch(() => {
        setProblem('The camera is not available. Type the code instead.');
        setIsScanning(false);
      });
    return stopCamera;
  }, [isScanning]);

  if (!canScanPickupCodes()) return null;
  return (
    <div className="grid gap-2">
      {isScanning ? (
        <>
          <video
            ref={video}
            muted
            playsInline
            className="aspect-square w-full rounded-xl bg-black object-cover"
          />
          <Button variant="outline" onClick={() => setIsScanning(false)}>
            Stop scanning
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setIsScanning(true)}>
          <ScanLine />
          Scan QR code
        </Button>
      )}
      {problem ? <p className="text-sm text-muted-foreground">{problem}</p> : null}
    </div>
  );
}

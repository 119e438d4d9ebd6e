import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import QrScanner from 'qr-scanner';

/** The same code seen again within this time is the same child still in front of the camera. */
const SAME_CODE_MS = 2_500;

/**
 * The back camera, full screen, decoding QR codes continuously: qr-scanner uses the browser's
 * BarcodeDetector where it exists and its own decoder in a worker elsewhere (Chromium on Linux).
 * A camera that cannot start is reported to the screen, which says so where its top bar ends.
 */
export function QrCamera({
  onCode,
  onUnavailable,
}: {
  onCode: (code: string) => void;
  onUnavailable: (reason: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const onUnavailableRef = useRef(onUnavailable);
  onCodeRef.current = onCode;
  onUnavailableRef.current = onUnavailable;

  useEffect(() => {
    if (!video.current) return;
    let lastCode = '';
    let lastSeen = 0;
    const scanner = new QrScanner(
      video.current,
      ({ data }) => {
        const now = Date.now();
        const repeat = data === lastCode && now - lastSeen < SAME_CODE_MS;
        lastCode = data;
        lastSeen = now;
        if (!repeat) onCodeRef.current(data);
      },
      { preferredCamera: 'environment', maxScansPerSecond: 8, returnDetailedScanResult: true },
    );
    scanner.start().catch((err: unknown) => onUnavailableRef.current(String(err instanceof Error ? err.message : err)));
    return () => scanner.destroy();
  }, []);

  return (
    <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'black' }}>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label="Camera"
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

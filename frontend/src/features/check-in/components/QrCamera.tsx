import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import QrScanner from 'qr-scanner';

/** The same code seen again within this time is the same child still in front of the camera. */
const SAME_CODE_MS = 2_500;

/**
 * The back camera, full screen, decoding QR codes continuously: qr-scanner uses the browser's
 * BarcodeDetector where it exists and its own decoder in a worker elsewhere (Chromium on Linux).
 */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [error, setError] = useState<string>();
  onCodeRef.current = onCode;

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
    scanner.start().catch((err: unknown) => setError(String(err instanceof Error ? err.message : err)));
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
      {error && (
        <Alert severity="warning" sx={{ position: 'absolute', top: 72, left: 16, right: 16 }}>
          Camera not available ({error}). Use Find a child below.
        </Alert>
      )}
    </Box>
  );
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 480;
const HEIGHT = 360;
const FPS = 10;

/** One grey-scale frame (Y plane; U and V neutral) with the QR code of `text` centred, or blank. */
function frame(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    // Well inside qr-scanner's default scan region (the middle two thirds of the shorter side).
    const scale = Math.floor((0.55 * Math.min(WIDTH, HEIGHT)) / modules.size);
    const offsetX = Math.floor((WIDTH - modules.size * scale) / 2);
    const offsetY = Math.floor((HEIGHT - modules.size * scale) / 2);
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        for (let y = 0; y < scale; y++) {
          luma.fill(
            0,
            (offsetY + row * scale + y) * WIDTH + offsetX + col * scale,
            (offsetY + row * scale + y) * WIDTH + offsetX + (col + 1) * scale,
          );
        }
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * A Y4M video for Chromium's fake camera (--use-file-for-fake-video-capture), played in a loop:
 * one code stays in view; several are shown for 2 s each with 1 s of blank between, so a scanner
 * sees each come and go. An empty list gives a blank camera.
 */
export function fakeCameraFile(codes: string[]): string {
  const frames: Buffer[] = [];
  if (codes.length <= 1) {
    const still = frame(codes[0] ?? null);
    frames.push(still, still);
  }
  for (const code of codes.length > 1 ? codes : []) {
    const shown = frame(code);
    for (let i = 0; i < 2 * FPS; i++) frames.push(shown);
    const blank = frame(null);
    for (let i = 0; i < FPS; i++) frames.push(blank);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'robo-camera-')), 'camera.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`), ...frames]),
  );
  return file;
}

import { Writable } from 'node:stream';
import { PinoLogger } from '../../src/common/logger.js';

/** A logger at `info` whose JSON lines the test can read back. */
export function capturedLogger(): { logger: PinoLogger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: new PinoLogger('info', sink), lines };
}

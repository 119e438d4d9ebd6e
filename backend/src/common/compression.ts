import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's default (quality 11) costs tens of milliseconds per 100 kB; 4 compresses about as well as gzip, faster. */
export const BROTLI_QUALITY = 4;

/**
 * Every compressible answer over 1 kB (JSON such as /catalog.json and the API lists, HTML) is sent
 * with brotli or gzip when the client asks, and every answer carries a weak ETag so a repeat read
 * with `If-None-Match` gets 304 and no body. The ETag is taken from the uncompressed body (its
 * hook runs before compression's route hooks), hence weak: the same ETag stands for each encoding.
 * Pre-compressed static files and rendered pages already set Content-Encoding and are left alone.
 * Must be registered before the routes (Nest adds them at init).
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

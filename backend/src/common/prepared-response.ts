import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from './compression.js';

export type ContentEncoding = 'br' | 'gzip';
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** The encoding to send in, as @fastify/compress negotiates it (compression.ts): brotli or gzip, else none. */
export function negotiateEncoding(headers: IncomingHttpHeaders): ContentEncoding | undefined {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return undefined;
  // As @fastify/compress: `*` and x-gzip count as gzip.
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Whether `If-None-Match` names `etag`, compared as @fastify/etag compares it. */
export function matchesEtag(headers: IncomingHttpHeaders, etag: string): boolean {
  const asked = headers['if-none-match'];
  return asked === etag || `W/${asked}` === etag || asked === `W/${etag}`;
}

/** A weak ETag for `body`: one per value, whatever encoding it is sent in (compression.ts). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * An answer made once and sent many times (the hot public reads, docs/decisions.md "Hot reads"):
 * its bytes, weak ETag and own headers, and its compressed copies. With `compress`, a copy is
 * made on the first request that asks for its encoding, and only from 1 kB (the compression
 * threshold); without it, copies made elsewhere are handed over with `keep`.
 */
export class PreparedResponse {
  readonly body: Buffer;
  readonly compressible: boolean;
  private readonly copies = new Map<ContentEncoding, Buffer>();

  constructor(
    body: string | Buffer,
    readonly etag: string,
    readonly headers: Readonly<Record<string, string>>,
    private readonly compress?: (bytes: Buffer, encoding: ContentEncoding) => Buffer,
  ) {
    this.body = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    this.compressible = compress === undefined || this.body.length >= COMPRESS_THRESHOLD_BYTES;
  }

  /** The body in `encoding`: made now if this response compresses its own, else the copy kept, if any. */
  encoded(encoding: ContentEncoding): Buffer | undefined {
    let copy = this.copies.get(encoding);
    if (!copy && this.compress) {
      copy = this.compress(this.body, encoding);
      this.copies.set(encoding, copy);
    }
    return copy;
  }

  /** Hands over a copy made elsewhere (the catalogue compresses its file off the event loop). */
  keep(encoding: ContentEncoding, copy: Buffer): void {
    this.copies.set(encoding, copy);
  }
}

/** Compression as @fastify/compress applies it to API answers (compression.ts). */
export function compressLikeApi(bytes: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(bytes);
}

import { createHash } from 'node:crypto';
import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { idempotencyError } from './idempotency.errors.js';
import { execute, maybeOne, one } from './sql.js';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  missing: 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

/** The request's `Idempotency-Key` header; a write that needs one refuses a request without it (400). */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const raw = context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
  if (typeof raw !== 'string' || !KEY.test(raw))
    throw idempotencyError.IDEMPOTENCY_KEY_MISSING(IDEMPOTENCY_MESSAGES.missing);
  return raw;
});

/**
 * Writes a retried request does once (docs/decisions.md, "Idempotent admin writes"). `run` claims
 * (scope, key) with an INSERT in the work's own transaction: a second request with the same key
 * waits on that row until the first commits, then answers the stored response without doing the
 * work again. If the work fails, nothing was stored and the key may be used again. The same key
 * with a different body is refused (409).
 */
@Injectable()
export class IdempotentRequests {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  run<T extends object>(
    scope: string,
    key: string,
    body: unknown,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(body ?? null))
      .digest('hex');
    return this.db.transaction(async (manager) => {
      const claimed = await maybeOne<{ key: string }>(
        manager,
        `INSERT INTO idempotent_requests (scope, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
        [scope, key, fingerprint],
      );
      if (!claimed) {
        const earlier = await one<{ fingerprint: string; response: T }>(
          manager,
          `SELECT fingerprint, response FROM idempotent_requests WHERE scope = $1 AND key = $2`,
          [scope, key],
        );
        if (earlier.fingerprint !== fingerprint)
          throw idempotencyError.IDEMPOTENCY_KEY_REUSED(IDEMPOTENCY_MESSAGES.reused);
        return earlier.response;
      }
      const response = await work(manager);
      await execute(
        manager,
        `UPDATE idempotent_requests SET response = $3, status = 200 WHERE scope = $1 AND key = $2`,
        [scope, key, JSON.stringify(response)],
      );
      return response;
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { DataSource } from 'typeorm';
import { Settings } from '../config/settings.js';
import { signingKeys } from '../common/purpose-signature.js';
import { rows } from '../common/sql.js';

/**
 * The work a challenge asks for: PBKDF2 with COST iterations per try, and the answer is a counter
 * the client must count up to (ALTCHA's deterministic mode, so checking it costs one HMAC). About
 * 60 tries of 1,000 iterations: ~0.1 s on a laptop core, under a second on a mid-range phone
 * (WebCrypto in a worker), and a real cost for a script opening thousands of holds.
 */
const COST = 1_000;
const COUNTER_RANGE: [number, number] = [20, 100];
const VALID_SECONDS = 600;

/**
 * ALTCHA proof-of-work challenges (self-hosted, altcha-lib): issued when a client must prove it is
 * a person's browser rather than a script, redeemed once. Used answers are kept in PostgreSQL
 * (`used_challenges`, shared by every process) until their challenge expires.
 */
@Injectable()
export class Challenges {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    settings: Settings,
  ) {
    const keys = signingKeys(settings);
    this.signatureSecret = keys.key('altcha-challenge').toString('hex');
    this.keySecret = keys.key('altcha-key').toString('hex');
  }

  /**
   * A challenge for `client` (its `clientKey`) alone, of `level` (0 for the first): each level adds
   * the work of a level-0 challenge, so a client climbing past HOLDS_PER_CLIENT pays more for every
   * further hold. Client and level are signed with the challenge (`data`), so an answer can neither
   * be handed to another client nor kept for a later, harder step.
   */
  issue(client: string, level = 0): Promise<Challenge> {
    const [min, max] = COUNTER_RANGE;
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: COST,
      counter: randomInt(max * (level + 1), min * (level + 1)),
      data: { client, level },
      deriveKey,
      expiresAt: new Date(Date.now() + VALID_SECONDS * 1000),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /**
   * True once for each valid answer: `payload` is what ALTCHA's widget sends (base64 of
   * `{ challenge, solution }`). A forged, expired, malformed or already used answer is false, and
   * so is one to a challenge issued to another client (solved elsewhere, then handed on) or below
   * `minLevel`.
   */
  async redeem(payload: unknown, client: string, minLevel = 0): Promise<boolean> {
    const answer = parsePayload(payload);
    const data = answer?.challenge.parameters?.data;
    if (!answer || data?.client !== client || Number(data?.level ?? 0) < minLevel) return false;
    const result = await verifySolution({
      challenge: answer.challenge,
      solution: answer.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => null);
    if (!result?.verified) return false;
    const inserted = await rows<{ signature: string }>(
      this.db,
      `WITH cleared AS (DELETE FROM used_challenges WHERE expires_at < now() - interval '1 minute')
       INSERT INTO used_challenges (signature, expires_at) VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT DO NOTHING RETURNING signature`,
      [answer.challenge.signature, VALID_SECONDS],
    );
    return inserted.length === 1;
  }
}

function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (
      typeof parsed?.challenge?.signature !== 'string' ||
      typeof parsed?.solution !== 'object' ||
      parsed.solution === null
    )
      return null;
    return parsed;
  } catch {
    return null;
  }
}

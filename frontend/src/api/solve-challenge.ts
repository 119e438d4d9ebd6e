import { pbkdf2, solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** Give up after this long (a very slow phone); the request then fails with the server's message. */
const SOLVE_TIMEOUT_MS = 20_000;

/**
 * Solves an ALTCHA proof-of-work challenge the server sent (backend/src/hold-limits) without
 * showing anything: in Web Workers where the browser has them, else on this thread (WebCrypto is
 * asynchronous, so the page stays responsive). Answers the payload ALTCHA's widget would post.
 */
export async function solveAltcha(challenge: Challenge): Promise<string | null> {
  const solution =
    typeof Worker === 'undefined'
      ? await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey, timeout: SOLVE_TIMEOUT_MS })
      : await solveChallengeWorkers({
          challenge,
          concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
          createWorker: () => new Pbkdf2Worker(),
          timeout: SOLVE_TIMEOUT_MS,
        });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}

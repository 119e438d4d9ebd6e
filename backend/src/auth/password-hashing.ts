import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2 runs in libuv's thread pool (4 threads), which also reads files: a burst of logins
 * hashing at once would stall every static file. At most two hashes run at a time; the rest queue.
 */
const hashing = pLimit(2);

export const hashPassword = (password: string): Promise<string> => hashing(() => argon2.hash(password));

export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  hashing(() => argon2.verify(hash, password));

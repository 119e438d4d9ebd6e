import { describe, expect, it } from '@jest/globals';
import { usesSession } from './session-paths.js';

describe('session paths', () => {
  it.each([
    '/api/login',
    '/api/logout',
    '/api/auth/user',
    '/api/admin/login',
    '/api/admin/venues/3?x=1',
    '/api/admin/status',
    '/api/registration-details/RL-ABCDEFGH',
    '/api/order-details/ORD-ABCDEFGH',
    '/?edition=roboleague-12',
    '/?utm_source=x&edition=roboleague-12',
    '/api/edition?edition=roboleague-12',
  ])('%s has a session', (url) => expect(usesSession(url)).toBe(true));

  it.each([
    '/api/venues',
    '/catalog.json',
    '/api/registrations',
    '/api/loginx',
    '/api/administrator',
    '/',
    '/admin/dashboard',
    '/?utm_source=x',
    '/api/edition',
    '/store?edition=roboleague-12',
  ])('%s skips session handling', (url) => expect(usesSession(url)).toBe(false));
});

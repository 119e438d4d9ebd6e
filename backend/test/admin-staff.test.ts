import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import type supertest from 'supertest';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const tokenOf = (inviteUrl: string) => inviteUrl.split('/admin/invite/')[1];

describe('staff, roles and the audit log', () => {
  let t: TestApp;
  let owner: supertest.Agent;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    owner = await signInAsAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('invites someone with a one-time link; they set a password and sign in with their role', async () => {
    const invited = await owner
      .post('/api/admin/staff')
      .send({ name: 'Asha Rao', email: 'Asha@Example.com', role: 'desk' })
      .expect(201);
    expect(invited.body.staff).toMatchObject({
      name: 'Asha Rao',
      email: 'Asha@Example.com',
      role: 'desk',
      isActive: true,
      invitePending: true,
    });
    const hoursValid = (Date.parse(invited.body.staff.inviteExpiresAt) - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(47.9);
    expect(hoursValid).toBeLessThanOrEqual(48);
    expect(invited.body.inviteUrl).toMatch(new RegExp(`^${t.settings.publicUrl}/admin/invite/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(invited.body.inviteUrl);

    // The e-mail is unique whatever its case.
    const again = await owner
      .post('/api/admin/staff')
      .send({ name: 'Asha', email: 'asha@example.COM', role: 'door' })
      .expect(409);
    expect(again.body.message).toBe('Someone with this e-mail address is already on the staff');

    expect((await t.http().get(`/api/staff-invites/${token}`).expect(200)).body).toEqual({
      name: 'Asha Rao',
      email: 'Asha@Example.com',
    });
    const short = await t.http().post(`/api/staff-invites/${token}`).send({ password: 'short' }).expect(400);
    expect(short.body.message).toBe('The password must be at least 10 characters');
    await t.http().post(`/api/staff-invites/${token}`).send({ password: 'a-long-password' }).expect(200);
    // The link works once.
    await t.http().post(`/api/staff-invites/${token}`).send({ password: 'another-password' }).expect(404);
    await t.http().get(`/api/staff-invites/${token}`).expect(404);

    const asha = t.http();
    await asha.post('/api/login').send({ username: 'asha@example.com', password: 'a-long-password' }).expect(200);
    expect((await asha.get('/api/admin/status').expect(200)).body).toEqual({
      authenticated: true,
      staff: { id: invited.body.staff.id, name: 'Asha Rao', email: 'Asha@Example.com', role: 'desk' },
    });
    // A desk member is not the owner.
    expect((await asha.get('/api/admin/staff').expect(403)).body.message).toBe('Your role does not allow this.');
  });

  it('refuses an expired invitation', async () => {
    const invited = await owner
      .post('/api/admin/staff')
      .send({ name: 'Late', email: 'late@example.com', role: 'door' })
      .expect(201);
    await t.db.query(`UPDATE users SET invite_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      invited.body.staff.id,
    ]);
    const res = await t
      .http()
      .post(`/api/staff-invites/${tokenOf(invited.body.inviteUrl)}`)
      .send({ password: 'a-long-password' })
      .expect(404);
    expect(res.body.message).toMatch(/invalid or has expired/);
    // A fresh link works.
    const fresh = await owner.post(`/api/admin/staff/${invited.body.staff.id}/invite`).expect(201);
    await t
      .http()
      .post(`/api/staff-invites/${tokenOf(fresh.body.inviteUrl)}`)
      .send({ password: 'a-long-password' })
      .expect(200);
  });

  it('checks an invitation link before hashing the password, and hashes two at a time at most', async () => {
    const hash = argon2.hash.bind(argon2) as (password: string) => Promise<string>;
    let running = 0;
    let most = 0;
    const hashing = jest.spyOn(argon2, 'hash').mockImplementation((async (password: string) => {
      most = Math.max(most, ++running);
      try {
        return await hash(password);
      } finally {
        running -= 1;
      }
    }) as typeof argon2.hash);
    try {
      const guesses = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          t.http().post(`/api/staff-invites/guessed-token-${i}`).send({ password: 'a-long-password' }),
        ),
      );
      expect(guesses.map((guess) => guess.status)).toEqual([404, 404, 404, 404, 404]);
      expect(hashing).not.toHaveBeenCalled();

      const tokens = await Promise.all(
        ['one', 'two', 'three', 'four'].map(async (name) => {
          const invited = await owner
            .post('/api/admin/staff')
            .send({ name, email: `${name}.hashing@example.com`, role: 'door' })
            .expect(201);
          return tokenOf(invited.body.inviteUrl);
        }),
      );
      const accepted = await Promise.all(
        tokens.map((token) => t.http().post(`/api/staff-invites/${token}`).send({ password: 'a-long-password' })),
      );
      expect(accepted.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(hashing).toHaveBeenCalledTimes(4);
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      hashing.mockRestore();
    }
  });

  it('deactivating someone ends their sessions at once and stops them signing in', async () => {
    const { agent, id, email } = await signInAsStaff(t, 'store');
    const second = t.http();
    await second.post('/api/login').send({ username: email, password: 'staff-test-password' }).expect(200);
    await agent.get('/api/admin/products').expect(200);

    const res = await owner.put(`/api/admin/staff/${id}/deactivate`).expect(200);
    expect(res.body).toMatchObject({ id, isActive: false });
    await agent.get('/api/admin/products').expect(401);
    await second.get('/api/admin/products').expect(401);
    await t.http().post('/api/login').send({ username: email, password: 'staff-test-password' }).expect(401);
  });

  it('a new role takes effect at once (the person signs in again)', async () => {
    const { agent, id, email } = await signInAsStaff(t, 'door');
    await agent.get('/api/admin/products').expect(403);
    await owner.put(`/api/admin/staff/${id}/role`).send({ role: 'store' }).expect(200);
    await agent.get('/api/admin/products').expect(401);
    const again = t.http();
    await again.post('/api/login').send({ username: email, password: 'staff-test-password' }).expect(200);
    await again.get('/api/admin/products').expect(200);
    expect((await owner.put(`/api/admin/staff/${id}/role`).send({ role: 'boss' }).expect(400)).body.message).toMatch(
      /role must be one of/,
    );
  });

  it('the owner cannot lock themselves out', async () => {
    const { body } = await owner.get('/api/admin/status').expect(200);
    const res = await owner.put(`/api/admin/staff/${body.staff.id}/deactivate`).expect(400);
    expect(res.body.message).toBe('You cannot change your own role or deactivate yourself');
    await owner.put(`/api/admin/staff/${body.staff.id}/role`).send({ role: 'door' }).expect(400);
    await owner.put('/api/admin/staff/999999/deactivate').expect(404);
  });

  it('a person changes their own password; their other sessions end', async () => {
    const { agent, email } = await signInAsStaff(t, 'desk');
    const other = t.http();
    await other.post('/api/login').send({ username: email, password: 'staff-test-password' }).expect(200);
    const wrong = await agent
      .post('/api/admin/me/password')
      .send({ currentPassword: 'nope', newPassword: 'a-new-password' })
      .expect(400);
    expect(wrong.body.message).toBe('Your current password is not correct');
    await agent
      .post('/api/admin/me/password')
      .send({ currentPassword: 'staff-test-password', newPassword: 'a-new-password' })
      .expect(200);
    await agent.get('/api/admin/status').expect(200);
    await agent.get('/api/admin/venues').expect(200);
    await other.get('/api/admin/venues').expect(401);
    await t.http().post('/api/login').send({ username: email, password: 'staff-test-password' }).expect(401);
    await t.http().post('/api/login').send({ username: email, password: 'a-new-password' }).expect(200);
  });

  it('records every admin write in the audit log with who, what, before and after, IP and user agent', async () => {
    const fields = {
      name: 'Audit Hall',
      displayName: 'Audit Hall',
      city: 'Pune',
      address: 'Road 1',
      dateTime: 'Sun, 12 Dec 2027 · 10:00 AM',
      maxSeats: 50,
    };
    const venue = await owner.post('/api/admin/venues').set('User-Agent', 'audit-test-agent').send(fields).expect(201);
    await owner
      .put(`/api/admin/venues/${venue.body.id}`)
      .send({ ...fields, maxSeats: 60 })
      .expect(200);

    const page = await owner
      .get('/api/admin/activity')
      .query({ targetType: 'venue', targetId: String(venue.body.id) })
      .expect(200);
    expect(page.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    const [update, create] = page.body.items;
    expect(update).toMatchObject({
      actor: 'Admin',
      role: 'owner',
      action: 'venue.update',
      before: { maxSeats: 50 },
      after: { maxSeats: 60 },
    });
    // Only the changed fields are kept.
    expect(Object.keys(update.after).sort()).toEqual(['availableSeats', 'maxSeats']);
    expect(create).toMatchObject({
      action: 'venue.create',
      before: null,
      after: { name: 'Audit Hall' },
      userAgent: 'audit-test-agent',
      ip: '127.0.0.1',
    });

    // A refused write leaves no entry.
    await owner
      .put(`/api/admin/venues/${venue.body.id}`)
      .send({ ...fields, maxSeats: 0 })
      .expect(400);
    expect((await owner.get('/api/admin/activity').query({ action: 'venue' }).expect(200)).body.total).toBe(2);

    const staffEvents = await owner
      .get('/api/admin/activity')
      .query({ action: 'staff.invite', pageSize: 200 })
      .expect(200);
    expect(staffEvents.body.items.length).toBeGreaterThan(0);
    expect((await owner.get('/api/admin/activity').query({ pageSize: 201 }).expect(400)).body.message).toBe(
      'pageSize must be between 1 and 200',
    );
    expect((await owner.get('/api/admin/activity').query({ from: 'yesterday' }).expect(400)).body.message).toBe(
      'from must be a date',
    );
  });

  it('the database refuses to change or delete audit entries', async () => {
    await expect(t.db.query(`UPDATE audit_events SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_events`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`TRUNCATE audit_events`)).rejects.toThrow(/append-only/);
    // Not even in a session that skips ordinary triggers (replication mode).
    for (const statement of [`UPDATE audit_events SET action = 'x'`, `DELETE FROM audit_events`]) {
      await expect(
        t.db.transaction(async (manager) => {
          await manager.query(`SET LOCAL session_replication_role = replica`);
          await manager.query(statement);
        }),
      ).rejects.toThrow(/append-only/);
    }
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'x'`))[0].n).toBe(0);
  });
});

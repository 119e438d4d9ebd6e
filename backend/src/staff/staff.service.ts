import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { STAFF_INVITE_HOURS, type StaffInviteResult, type StaffMember, type StaffRole } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';
import { endSessionsOf } from '../auth/session-actions.js';
import { staffError } from './staff.errors.js';
import { execute, maybeOne, one, rows } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { Messages } from '../messages/messages.js';
import type { InviteStaffDto } from './dto/staff.dto.js';

export const STAFF_NOT_FOUND = 'Staff member not found';
export const STAFF_EMAIL_TAKEN = 'Someone with this e-mail address is already on the staff';
export const INVITE_INVALID = 'This invitation link is invalid or has expired. Ask the owner for a new one.';
export const NOT_YOURSELF = 'You cannot change your own role or deactivate yourself';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const COLUMNS = `id, trim(concat_ws(' ', first_name, last_name)) AS name, email, role, is_active AS "isActive",
  (password_hash IS NULL) AS "invitePending", invite_expires_at AS "inviteExpiresAt", created_at AS "createdAt"`;

type StaffRow = Omit<StaffMember, 'inviteExpiresAt' | 'createdAt'> & { inviteExpiresAt: Date | null; createdAt: Date };

const toStaffMember = (row: StaffRow): StaffMember => ({
  ...row,
  name: row.name || row.email,
  inviteExpiresAt: row.inviteExpiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of a staff member (never a password or token). */
const audited = (member: StaffMember) => ({
  name: member.name,
  email: member.email,
  role: member.role,
  isActive: member.isActive,
});

/**
 * Named staff (backend/src/staff/README.md): invitations with a one-time link, roles,
 * deactivation that ends sessions at once, and changing one's own password. Every write is
 * audited in its own transaction.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLog,
    private readonly settings: Settings,
    private readonly messages: Messages,
  ) {}

  async list(): Promise<StaffMember[]> {
    const staff = await rows<StaffRow>(this.db, `SELECT ${COLUMNS} FROM users ORDER BY is_active DESC, lower(email)`);
    return staff.map(toStaffMember);
  }

  async invite(actor: Actor, dto: InviteStaffDto): Promise<StaffInviteResult> {
    const token = randomBytes(32).toString('base64url');
    return this.db.transaction(async (manager) => {
      const row = await one<StaffRow>(
        manager,
        `INSERT INTO users (email, first_name, role, invite_token_hash, invite_expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5::int)) RETURNING ${COLUMNS}`,
        [dto.email, dto.name, dto.role, tokenHash(token), STAFF_INVITE_HOURS],
      ).catch((err: unknown) => {
        const code = err instanceof QueryFailedError ? (err.driverError as { code?: string }).code : undefined;
        throw code === '23505' ? staffError.STAFF_EMAIL_TAKEN(STAFF_EMAIL_TAKEN) : err;
      });
      const staff = toStaffMember(row);
      await this.audit.record(manager, {
        actor,
        action: 'staff.invite',
        target: { type: 'staff', id: staff.id },
        before: null,
        after: audited(staff),
      });
      await this.sendInvite(manager, staff, token);
      return { staff, inviteUrl: this.inviteUrl(token) };
    });
  }

  /** A fresh link for someone who has not set a password yet (the old link stops working). */
  async reinvite(actor: Actor, id: number): Promise<StaffInviteResult> {
    const token = randomBytes(32).toString('base64url');
    return this.db.transaction(async (manager) => {
      const row = await maybeOne<StaffRow>(
        manager,
        `WITH updated AS (
           UPDATE users SET invite_token_hash = $2, invite_expires_at = now() + make_interval(hours => $3::int), updated_at = now()
           WHERE id = $1 AND password_hash IS NULL AND is_active RETURNING *)
         SELECT ${COLUMNS} FROM updated`,
        [id, tokenHash(token), STAFF_INVITE_HOURS],
      );
      if (!row) {
        await this.get(manager, id);
        throw staffError.INVITE_NOT_RESENDABLE(
          'Only someone who has not set a password yet, and is active, can be invited again',
        );
      }
      const staff = toStaffMember(row);
      await this.audit.record(manager, {
        actor,
        action: 'staff.reinvite',
        target: { type: 'staff', id },
        before: null,
        after: audited(staff),
      });
      await this.sendInvite(manager, staff, token);
      return { staff, inviteUrl: this.inviteUrl(token) };
    });
  }

  /** A new role takes effect at once: the person's sessions end and they sign in again. */
  async changeRole(actor: Actor & { kind: 'staff' }, id: number, role: StaffRole): Promise<StaffMember> {
    if (id === actor.id) throw staffError.NOT_YOURSELF(NOT_YOURSELF);
    return this.update(actor, id, 'staff.role_change', `role = $2`, [role]);
  }

  async deactivate(actor: Actor & { kind: 'staff' }, id: number): Promise<StaffMember> {
    if (id === actor.id) throw staffError.NOT_YOURSELF(NOT_YOURSELF);
    return this.update(actor, id, 'staff.deactivate', `is_active = false, invite_token_hash = NULL`, []);
  }

  async activate(actor: Actor & { kind: 'staff' }, id: number): Promise<StaffMember> {
    return this.update(actor, id, 'staff.activate', `is_active = true`, []);
  }

  /** Who an invitation is for, so the page can greet them; 404 when the link is no good. */
  async invitation(token: string): Promise<{ name: string; email: string }> {
    const row = await maybeOne<StaffRow>(
      this.db,
      `SELECT ${COLUMNS} FROM users WHERE invite_token_hash = $1 AND invite_expires_at > now() AND is_active`,
      [tokenHash(token)],
    );
    if (!row) throw staffError.INVITE_INVALID(INVITE_INVALID);
    const { name, email } = toStaffMember(row);
    return { name, email };
  }

  /**
   * Sets the first password; the link works once (the token is cleared in the same UPDATE). The
   * token is checked before the password is hashed, so a wrong link costs no argon2 time, and the
   * hash waits its turn among the two at a time (auth/password-hashing.ts).
   */
  async acceptInvite(token: string, password: string): Promise<void> {
    await this.invitation(token);
    const hash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      const row = await maybeOne<StaffRow>(
        manager,
        `WITH updated AS (
           UPDATE users SET password_hash = $2, invite_token_hash = NULL, invite_expires_at = NULL, updated_at = now()
           WHERE invite_token_hash = $1 AND invite_expires_at > now() AND is_active RETURNING *)
         SELECT ${COLUMNS} FROM updated`,
        [tokenHash(token), hash],
      );
      if (!row) throw staffError.INVITE_INVALID(INVITE_INVALID);
      const staff = toStaffMember(row);
      const actor: Actor = {
        kind: 'staff',
        id: staff.id,
        name: staff.name,
        role: staff.role,
        ip: null,
        userAgent: null,
      };
      await this.audit.record(manager, {
        actor,
        action: 'staff.accept_invite',
        target: { type: 'staff', id: staff.id },
      });
    });
  }

  /** Changes the signed-in person's password and ends their other sessions. */
  async changeOwnPassword(
    actor: Actor & { kind: 'staff' },
    currentSid: string,
    current: string,
    next: string,
  ): Promise<void> {
    const row = await maybeOne<{ hash: string | null }>(
      this.db,
      'SELECT password_hash AS hash FROM users WHERE id = $1',
      [actor.id],
    );
    if (!row?.hash || !(await verifyPassword(row.hash, current)))
      throw staffError.WRONG_CURRENT_PASSWORD(WRONG_CURRENT_PASSWORD);
    const hash = await hashPassword(next);
    await this.db.transaction(async (manager) => {
      // Only if nobody changed it meanwhile: the check above verified this exact hash.
      const updated = await execute(
        manager,
        `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND password_hash = $3`,
        [actor.id, hash, row.hash],
      );
      if (updated === 0)
        throw staffError.PASSWORD_CHANGED_ELSEWHERE('Your password was changed elsewhere just now; please try again');
      await endSessionsOf(manager, actor.id, currentSid);
      await this.audit.record(manager, {
        actor,
        action: 'staff.password_change',
        target: { type: 'staff', id: actor.id },
      });
    });
  }

  private async update(actor: Actor, id: number, action: string, set: string, params: unknown[]): Promise<StaffMember> {
    return this.db.transaction(async (manager) => {
      const before = await this.get(manager, id, true);
      // The row was just locked by get(): the UPDATE always finds it.
      const row = await one<StaffRow>(
        manager,
        `WITH updated AS (UPDATE users SET ${set}, updated_at = now() WHERE id = $1 RETURNING *) SELECT ${COLUMNS} FROM updated`,
        [id, ...params],
      );
      const after = toStaffMember(row);
      await endSessionsOf(manager, id);
      await this.audit.record(manager, {
        actor,
        action,
        target: { type: 'staff', id },
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  private async get(manager: EntityManager, id: number, lock = false): Promise<StaffMember> {
    const row = await maybeOne<StaffRow>(
      manager,
      `SELECT ${COLUMNS} FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    if (!row) throw staffError.STAFF_NOT_FOUND(STAFF_NOT_FOUND);
    return toStaffMember(row);
  }

  /** The invitation e-mail (backend/src/messages/README.md), one per link; the owner also sees the link on screen. */
  private async sendInvite(manager: EntityManager, staff: StaffMember, token: string): Promise<void> {
    await this.messages.queue(manager, {
      template: 'staff_invite',
      eventKey: `staff_invite:${staff.id}:${tokenHash(token).slice(0, 16)}`,
      staff: { email: staff.email, name: staff.name },
      params: { inviteUrl: this.inviteUrl(token), role: staff.role },
    });
  }

  private inviteUrl(token: string): string {
    return `${this.settings.publicUrl}/admin/invite/${token}`;
  }
}

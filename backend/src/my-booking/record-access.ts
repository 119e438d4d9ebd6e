import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { roleAllows, type StaffRole } from '@robo/domain';
import { sessionRole } from '../auth/roles.js';
import { signingKeys } from '../common/purpose-signature.js';
import { Settings } from '../config/settings.js';
import type { Contact } from './contact.js';
import { ParentSession } from './parent-session.js';

/** The header in which the browser that made a booking or order sends the release token it was given. */
export const BOOKER_TOKEN_HEADER = 'x-release-token';

/** Who asks for a booking's or order's record by its bare id (docs/security.md, "Records by id"). */
export interface Asker {
  releaseToken: unknown;
  parent: Contact | null;
  /** The signed-in staff member's role, if any. */
  staffRole: StaffRole | undefined;
}

/** What proves a record is the asker's: the value its release token signs (if any) and its contacts. */
export interface RecordOwner {
  releaseValue: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * Whether a lookup by id may see the record whole (contacts, QR image, invoice link): only the
 * browser that made it (its release token), a parent signed in with the same phone or e-mail
 * (/my-booking), or staff whose role sees these contacts in the admin anyway (the bookings desk for
 * bookings; desk and store for orders). Everyone else who has the id sees it masked: a door user's
 * roster holds booking ids, and an id must not open the parent's contacts.
 */
@Injectable()
export class RecordAccess {
  constructor(
    private readonly settings: Settings,
    private readonly parents: ParentSession,
  ) {}

  async asker(request: FastifyRequest): Promise<Asker> {
    return {
      releaseToken: request.headers[BOOKER_TOKEN_HEADER],
      parent: await this.parents.contact(request),
      staffRole: sessionRole(request),
    };
  }

  /** `staffRoles`: the roles (besides the owner) that see this kind of record's contacts in the admin. */
  opens(asker: Asker, owner: RecordOwner, staffRoles: readonly StaffRole[]): boolean {
    if (asker.staffRole && roleAllows(asker.staffRole, staffRoles)) return true;
    if (
      owner.releaseValue !== null &&
      signingKeys(this.settings).verify('release', owner.releaseValue, asker.releaseToken)
    )
      return true;
    const { parent } = asker;
    if (!parent) return false;
    return parent.kind === 'phone' ? parent.value === owner.phone : parent.value === owner.email?.toLowerCase();
  }
}

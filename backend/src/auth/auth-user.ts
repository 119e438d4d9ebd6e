import type { StaffRole } from '@robo/domain';
import type { User } from './entities/user.entity.js';

/** The signed-in user as the client sees it (GET /api/auth/user, the login response). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: StaffRole;
}

/** How staff are named on screens and in the audit log. */
export function staffName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  };
}

/**
 * Staff roles: `owner` may do everything; `desk` runs bookings and orders; `door` checks
 * children in; `store` runs orders, products and the catalogue.
 */
export const STAFF_ROLES = ['owner', 'desk', 'door', 'store'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_MESSAGE = `role must be one of ${STAFF_ROLES.join(', ')}`;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  desk: 'Desk',
  door: 'Door',
  store: 'Store',
};

/** Whether `role` may use something open to `allowed` (the owner may use everything). */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[] | undefined): boolean {
  return role === 'owner' || !allowed || allowed.includes(role);
}

/** Who sees the money taken (the dashboard's revenue figures, as the reports): the owner and the desk. */
export const REVENUE_ROLES: readonly StaffRole[] = ['desk'];

/** Hours an invitation link stays valid. */
export const STAFF_INVITE_HOURS = 48;
export const STAFF_PASSWORD_MIN_LENGTH = 10;

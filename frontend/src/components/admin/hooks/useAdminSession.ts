import { roleAllows, type StaffRole } from '@robo/domain';
import { useAdminStatusQuery } from '../api/session';

/** Whether an admin is signed in, as the server last said, and who. */
export function useAdminSession() {
  const { data, isLoading, isError, refetch } = useAdminStatusQuery();
  const authenticated = data?.authenticated === true;
  // The server's word on who it is (a login reads the status too): never a guess.
  const staff = authenticated ? data?.staff : undefined;
  return {
    authenticated,
    staff,
    /** Whether the signed-in person may use something open to `roles` (the owner may use all). */
    may: (roles: readonly StaffRole[]) => staff !== undefined && roleAllows(staff.role, roles),
    /** The first answer has not arrived yet. */
    checking: isLoading,
    /** The server could not be asked (network down): neither signed in nor known to be signed out. */
    failed: isError && !data,
    retry: refetch,
  };
}

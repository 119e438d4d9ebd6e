import { useAdminStatusQuery } from '../api/session';

/** Whether an admin is signed in, as the server last said. */
export function useAdminSession() {
  const { data, isLoading, isError, refetch } = useAdminStatusQuery();
  return {
    authenticated: data?.authenticated === true,
    /** The first answer has not arrived yet. */
    checking: isLoading,
    /** The server could not be asked (network down): neither signed in nor known to be signed out. */
    failed: isError && !data,
    retry: refetch,
  };
}

import type { StaffInviteResult, StaffMember, StaffRole } from '@robo/domain';
import { api } from '../../../api/api';

export interface InviteBody {
  name: string;
  email: string;
  role: StaffRole;
}

const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffMember[], void>({
      query: () => '/api/admin/staff',
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<StaffInviteResult, InviteBody>({
      query: (body) => ({ url: '/api/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff', 'Activity'],
    }),
    reinviteStaff: build.mutation<StaffInviteResult, number>({
      query: (id) => ({ url: `/api/admin/staff/${id}/invite`, method: 'POST' }),
      invalidatesTags: ['Staff', 'Activity'],
    }),
    changeStaffRole: build.mutation<StaffMember, { id: number; role: StaffRole }>({
      query: ({ id, role }) => ({ url: `/api/admin/staff/${id}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: ['Staff', 'Activity'],
    }),
    setStaffActive: build.mutation<StaffMember, { id: number; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/api/admin/staff/${id}/${active ? 'activate' : 'deactivate'}`,
        method: 'PUT',
      }),
      invalidatesTags: ['Staff', 'Activity'],
    }),
    changeOwnPassword: build.mutation<unknown, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/api/admin/me/password', method: 'POST', body }),
    }),
    invitation: build.query<{ name: string; email: string }, string>({
      query: (token) => `/api/staff-invites/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<unknown, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: `/api/staff-invites/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const {
  useStaffListQuery,
  useInviteStaffMutation,
  useReinviteStaffMutation,
  useChangeStaffRoleMutation,
  useSetStaffActiveMutation,
  useChangeOwnPasswordMutation,
  useInvitationQuery,
  useAcceptInvitationMutation,
} = staffApi;

import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MESSAGES, STAFF_ROLES, type StaffInviteResult, type StaffMember, type StaffRole } from '@robo/domain';
import { useState } from 'react';
import { failureText } from '../../../api/errors';
import { STAFF_ROLE_KEYS, useLabel } from '../../../i18n/staff-labels';
import { useToast } from '../../../components/toast';
import {
  useChangeStaffRoleMutation,
  useReinviteStaffMutation,
  useSetStaffActiveMutation,
  useStaffListQuery,
} from '../api/staff';
import { useAdminSession } from '../../../components/admin/hooks/useAdminSession';
import { useRememberedColumns } from '../../../components/admin/hooks/useRememberedColumns';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { InviteDialog } from './InviteDialog';
import { InviteLinkDialog } from './InviteLinkDialog';

function statusOf(member: StaffMember): { label: string; color: 'success' | 'default' | 'warning' } {
  if (!member.isActive) return { label: 'Deactivated', color: 'default' };
  if (member.invitePending) return { label: 'Invited', color: 'warning' };
  return { label: 'Active', color: 'success' };
}

function StaffAdmin() {
  const { staff: me } = useAdminSession();
  const { data, isLoading, isError, refetch } = useStaffListQuery();
  const [changeRole] = useChangeStaffRoleMutation();
  const [setActive, settingActive] = useSetStaffActiveMutation();
  const [reinvite] = useReinviteStaffMutation();
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<StaffInviteResult | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const columnsState = useRememberedColumns('staff');
  const { toast } = useToast();
  const label = useLabel();

  const run = async (call: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await call();
      toast({ title: success, severity: 'success' });
    } catch (error) {
      toast({ title: MESSAGES.errorTitle, description: failureText(error, failure), severity: 'error' });
    }
  };

  const columns: GridColDef<StaffMember>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
    { field: 'email', headerName: 'E-mail', flex: 1.4, minWidth: 200 },
    {
      field: 'role',
      headerName: 'Role',
      width: 150,
      renderCell: ({ row }) =>
        row.id === me?.id || !row.isActive ? (
          label(STAFF_ROLE_KEYS, row.role)
        ) : (
          <TextField
            select
            size="small"
            variant="standard"
            value={row.role}
            aria-label={`Role of ${row.name}`}
            onChange={(event) =>
              void run(
                () => changeRole({ id: row.id, role: event.target.value as StaffRole }).unwrap(),
                `${row.name} is now ${label(STAFF_ROLE_KEYS, event.target.value as StaffRole)}`,
                'Could not change the role',
              )
            }
          >
            {STAFF_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {label(STAFF_ROLE_KEYS, role)}
              </MenuItem>
            ))}
          </TextField>
        ),
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => <Chip size="small" {...statusOf(row)} />,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 230,
      renderCell: ({ row }) =>
        row.id === me?.id ? null : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            {row.isActive && row.invitePending && (
              <Button
                size="small"
                onClick={() =>
                  void run(
                    async () => setLink(await reinvite(row.id).unwrap()),
                    'New invitation link ready',
                    'Could not create a new link',
                  )
                }
              >
                New link
              </Button>
            )}
            {row.isActive ? (
              <Button size="small" color="error" onClick={() => setDeactivating(row)}>
                Deactivate
              </Button>
            ) : (
              <Button
                size="small"
                onClick={() =>
                  void run(
                    () => setActive({ id: row.id, active: true }).unwrap(),
                    `${row.name} can sign in again`,
                    'Could not reactivate',
                  )
                }
              >
                Reactivate
              </Button>
            )}
          </Stack>
        ),
    },
  ];

  return (
    <>
      <AdminToolbar>
        <Button variant="contained" startIcon={<PersonAdd aria-hidden />} onClick={() => setInviting(true)}>
          Invite staff
        </Button>
      </AdminToolbar>
      {isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the staff list.
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DataGrid
            aria-label="Staff"
            rows={data ?? []}
            columns={columns}
            loading={isLoading}
            autoHeight
            density="compact"
            disableRowSelectionOnClick
            hideFooter={(data?.length ?? 0) <= 100}
            {...columnsState}
            sx={{ border: 0 }}
          />
        </Paper>
      )}
      {inviting && <InviteDialog onInvited={setLink} onClose={() => setInviting(false)} />}
      {link && <InviteLinkDialog result={link} onClose={() => setLink(null)} />}
      <ConfirmDialog
        open={deactivating !== null}
        title={`Deactivate ${deactivating?.name ?? ''}?`}
        message="They are signed out at once and can no longer sign in. You can reactivate them later."
        confirmLabel="Deactivate"
        busy={settingActive.isLoading}
        onClose={() => setDeactivating(null)}
        onConfirm={() => {
          const member = deactivating!;
          setDeactivating(null);
          void run(
            () => setActive({ id: member.id, active: false }).unwrap(),
            `${member.name} is deactivated`,
            'Could not deactivate',
          );
        }}
      />
    </>
  );
}

export default function StaffPage() {
  return (
    <AdminPage title="Staff">
      <RequireAdmin>
        <StaffAdmin />
      </RequireAdmin>
    </AdminPage>
  );
}

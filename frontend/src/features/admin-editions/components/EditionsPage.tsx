import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EDITION_STATUS_MOVES, MESSAGES, type AdminEdition, type EditionStatus } from '@robo/domain';
import { useState } from 'react';
import { failureText } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { EDITION_STATUS_KEYS, useLabel } from '../../../i18n/staff-labels';
import { useAdminEditionsQuery, useSetEditionStatusMutation } from '../../../components/admin/api/editions';
import { useLastDefined } from '../../../components/admin/hooks/useLastDefined';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { CloneEditionDialog } from './editions/CloneEditionDialog';
import { EditionFormDialog } from './editions/EditionFormDialog';
import { editionWindowText, STATUS_ACTIONS, STATUS_CONFIRMATIONS } from './editions/edition-text';
import { LogoutButton } from '../../../components/admin/LogoutButton';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

type Action =
  | { kind: 'create' }
  | { kind: 'edit' | 'clone'; edition: AdminEdition }
  | { kind: 'status'; edition: AdminEdition; status: EditionStatus };

function EditionTable({ editions, act }: { editions: AdminEdition[]; act: (action: Action) => void }) {
  const label = useLabel();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Editions">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Sales</TableCell>
            <TableCell align="right">Venues</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {editions.map((edition) => (
            <TableRow key={edition.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {edition.name}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={label(EDITION_STATUS_KEYS, edition.status)}
                  color={edition.status === 'on_sale' ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell>{editionWindowText(edition)}</TableCell>
              <TableCell align="right">{edition.venueCount}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button onClick={() => act({ kind: 'edit', edition })}>Edit</Button>
                <Button onClick={() => act({ kind: 'clone', edition })}>Clone</Button>
                {EDITION_STATUS_MOVES[edition.status].map((status) => (
                  <Button key={status} onClick={() => act({ kind: 'status', edition, status })}>
                    {STATUS_ACTIONS[status]}
                  </Button>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Every edition, newest first as the server lists them, and what the owner can do to each. */
function Editions() {
  const { data: editions, isLoading, isError } = useAdminEditionsQuery();
  const [action, setAction] = useState<Action | null>(null);
  const [setStatus, settingStatus] = useSetEditionStatusMutation();
  // A refused status change stays on the page: it names the edition that is on sale.
  const [statusRefused, setStatusRefused] = useState<string>();
  const { toast } = useToast();
  const label = useLabel();
  const close = () => setAction(null);
  const move = useLastDefined(action?.kind === 'status' ? action : undefined);

  const changeStatus = async ({ edition, status }: { edition: AdminEdition; status: EditionStatus }) => {
    try {
      await setStatus({ id: edition.id, status }).unwrap();
      setStatusRefused(undefined);
      toast({ title: `${edition.name}: ${label(EDITION_STATUS_KEYS, status)}`, severity: 'success' });
    } catch (error) {
      const description = failureText(error, 'Failed to change the status');
      setStatusRefused(description);
      toast({ title: MESSAGES.errorTitle, description, severity: 'error' });
    } finally {
      close();
    }
  };

  return (
    <>
      <AdminToolbar>
        <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setAction({ kind: 'create' })}>
          Create Edition
        </Button>
        <LogoutButton to="/admin/dashboard" />
      </AdminToolbar>
      {statusRefused && (
        <Alert severity="error" onClose={() => setStatusRefused(undefined)} sx={{ mb: 2 }}>
          {statusRefused}
        </Alert>
      )}
      {isLoading && <Checking label="Loading editions" />}
      {isError && !editions && <Alert severity="error">Could not load editions. Please try refreshing the page.</Alert>}
      {editions?.length === 0 && <Typography color="text.secondary">No editions yet. Create the first one.</Typography>}
      {editions && editions.length > 0 && <EditionTable editions={editions} act={setAction} />}

      {action?.kind === 'create' && <EditionFormDialog onClose={close} />}
      {action?.kind === 'edit' && (
        <EditionFormDialog key={action.edition.id} edition={action.edition} onClose={close} />
      )}
      {action?.kind === 'clone' && <CloneEditionDialog edition={action.edition} onClose={close} />}
      <ConfirmDialog
        open={action?.kind === 'status'}
        title={`${move ? STATUS_ACTIONS[move.status] : ''}: ${move?.edition.name}?`}
        message={move ? STATUS_CONFIRMATIONS[move.status] : ''}
        confirmLabel={move ? STATUS_ACTIONS[move.status] : ''}
        busy={settingStatus.isLoading}
        onClose={close}
        onConfirm={() => move && void changeStatus(move)}
      />
    </>
  );
}

export default function EditionsPage() {
  return (
    <AdminPage title="Editions">
      <RequireAdmin>
        <Editions />
      </RequireAdmin>
    </AdminPage>
  );
}

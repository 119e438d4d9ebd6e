import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES, type AdminVenue } from '@robo/domain';
import { useState } from 'react';
import { failureText } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useAdminVenuesQuery, useDeleteVenueMutation } from '../../../components/admin/api/venues';
import { useLastDefined } from '../../../components/admin/hooks/useLastDefined';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { DeleteDialog } from '../../../components/admin/ConfirmDialog';
import { LogoutButton } from '../../../components/admin/LogoutButton';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { EditionSelect, useEditionChoice } from '../../../components/admin/EditionSelect';
import { DeactivateVenueDialog } from './venues/DeactivateVenueDialog';
import { VenueCard } from './venues/VenueCard';
import { VenueFormDialog } from './venues/VenueFormDialog';

type Action = { kind: 'add' } | { kind: 'edit' | 'deactivate' | 'delete'; venue: AdminVenue };

/** Every venue with its seat counts and what can be done to it. */
function VenueAdmin() {
  const editions = useEditionChoice();
  const {
    data: venues,
    isLoading,
    isError,
  } = useAdminVenuesQuery({ edition: editions.edition }, { skip: !editions.ready });
  const [action, setAction] = useState<Action | null>(null);
  const [deleteVenue, deleting] = useDeleteVenueMutation();
  const { toast } = useToast();
  const close = () => setAction(null);
  const target = useLastDefined(action && 'venue' in action ? action.venue : undefined);

  const run = async (call: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await call();
      toast({ title: success, severity: 'success' });
    } catch (error) {
      toast({ title: MESSAGES.errorTitle, description: failureText(error, failure), severity: 'error' });
    } finally {
      close();
    }
  };

  return (
    <>
      <AdminToolbar>
        <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setAction({ kind: 'add' })}>
          Add Venue
        </Button>
        <EditionSelect state={editions} />
        <LogoutButton to="/admin" />
      </AdminToolbar>
      {(isLoading || !editions.ready) && <Checking label="Loading venues" />}
      {isError && !venues && <Alert severity="error">Could not load venues. Please try refreshing the page.</Alert>}
      {venues?.length === 0 && (
        <Typography color="text.secondary">
          {editions.edition === undefined ? 'No venues yet.' : 'No venues in this edition yet.'}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {venues?.map((venue) => (
          <VenueCard
            key={venue.id}
            venue={venue}
            onEdit={() => setAction({ kind: 'edit', venue })}
            onDeactivate={() => setAction({ kind: 'deactivate', venue })}
            onDelete={() => setAction({ kind: 'delete', venue })}
          />
        ))}
      </Box>

      {action?.kind === 'add' && <VenueFormDialog onClose={close} />}
      {action?.kind === 'edit' && <VenueFormDialog key={action.venue.id} venue={action.venue} onClose={close} />}
      {action?.kind === 'deactivate' && (
        <DeactivateVenueDialog
          key={action.venue.id}
          venue={action.venue}
          otherVenues={(venues ?? []).filter((venue) => venue.isActive && venue.id !== action.venue.id)}
          onClose={close}
        />
      )}
      <DeleteDialog
        open={action?.kind === 'delete'}
        title={`Delete ${target?.displayName}?`}
        busy={deleting.isLoading}
        onClose={close}
        onConfirm={() =>
          target && void run(() => deleteVenue(target.id).unwrap(), MESSAGES.venueDeleted, MESSAGES.venueDeleteFailed)
        }
      />
    </>
  );
}

/** Signed out, nothing is read or shown: the visitor is sent to the sign-in at /admin. */
export default function VenuesPage() {
  return (
    <AdminPage title="Venue Administration">
      <RequireAdmin>
        <VenueAdmin />
      </RequireAdmin>
    </AdminPage>
  );
}

import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Roster } from '@robo/domain';
import { DOOR_STATUS_KEYS, GRADE_GROUP_KEYS, useLabel } from '../../../i18n/staff-labels';
import { checkInClient, type SearchHit } from '../api/check-in-client';
import { hhmm } from '../lib/format';

function kitLabel(hit: SearchHit): string {
  if (!hit.takeawayKit) return '';
  return hit.kit ? ` · kit handed over at ${hhmm(hit.kit.at)}` : ' · kit to hand over';
}

/** Offline, the roster answers by child's name or booking id (it has no phone numbers). */
function searchRoster(roster: Roster | undefined, query: string): SearchHit[] {
  const text = query.trim().toLowerCase();
  if (!roster || text.length < 2) return [];
  return roster.bookings
    .filter((b) => b.childName.toLowerCase().includes(text) || b.bookingId.toLowerCase() === text)
    .slice(0, 20);
}

/** Manual search for a child without their QR code (name, phone, booking id), with Admit. */
export function FindChild({
  venueId,
  online,
  roster,
  onAdmit,
  onUndo,
  onHandOverKit,
}: {
  venueId: number;
  online: boolean;
  roster: Roster | undefined;
  onAdmit: (bookingId: string) => Promise<void>;
  /** Given to desk and owner staff while online: a checked-in child's row offers Undo. */
  onUndo?: (bookingId: string) => Promise<void>;
  onHandOverKit: (bookingId: string) => Promise<void>;
}) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [error, setError] = useState<string>();
  const label = useLabel();

  useEffect(() => {
    if (query.trim().length < 2) {
      setHits([]);
      return;
    }
    const timer = setTimeout(() => {
      if (!online) {
        setHits(searchRoster(roster, query));
        return;
      }
      checkInClient
        .search(venueId, query)
        .then((found) => {
          setHits(found);
          setError(undefined);
        })
        .catch(() => setHits(searchRoster(roster, query)));
    }, 250);
    return () => clearTimeout(timer);
  }, [query, online, roster, venueId]);

  const admit = async (bookingId: string) => {
    try {
      await onAdmit(bookingId);
      setQuery('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not admit');
    }
  };

  return (
    <>
      <TextField
        fullWidth
        size="small"
        label="Find a child (name, phone or booking id)"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {error && (
        <Typography color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {query.trim().length >= 2 && hits.length === 0 && <Typography sx={{ mt: 1 }}>No booking matches.</Typography>}
      <List dense>
        {hits.map((hit) => (
          <ListItem
            key={hit.bookingId}
            secondaryAction={
              hit.checkIn && hit.takeawayKit && !hit.kit && hit.status === 'paid' ? (
                <Button
                  variant="contained"
                  color="warning"
                  onClick={() => void onHandOverKit(hit.bookingId)}
                  aria-label={`Kit: hand over to ${hit.childName}`}
                >
                  Kit
                </Button>
              ) : hit.checkIn && onUndo ? (
                <Button
                  variant="outlined"
                  onClick={() => void onUndo(hit.bookingId)}
                  aria-label={`Undo check-in of ${hit.childName}`}
                >
                  Undo
                </Button>
              ) : (
                <Button
                  variant="contained"
                  onClick={() => void admit(hit.bookingId)}
                  aria-label={`Admit ${hit.childName}`}
                >
                  Admit
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${hit.childName} · ${label(GRADE_GROUP_KEYS, hit.gradeGroup)} · ${hit.schoolName}`}
              secondary={`${hit.bookingId} · ${label(DOOR_STATUS_KEYS, hit.status)}${hit.checkIn ? ` · in at ${hhmm(hit.checkIn.at)}` : ''}${kitLabel(hit)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

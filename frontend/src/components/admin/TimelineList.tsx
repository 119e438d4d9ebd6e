import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminTimelineEvent } from '@robo/domain';
import type { ReactNode } from 'react';
import {
  CHANNEL_KEYS,
  DELIVERY_STATUS_KEYS,
  MESSAGE_STATE_KEYS,
  MESSAGE_TEMPLATE_KEYS,
  type Label,
} from '../../i18n/staff-labels';

const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** A `message` event's facts as labels: which message, on which channel, and how far it got. */
export function messageFacts(label: Label, data: AdminTimelineEvent['data']) {
  return {
    template: label(MESSAGE_TEMPLATE_KEYS, String(data.template)),
    channel: label(CHANNEL_KEYS, String(data.channel)),
    progress: data.deliveryStatus
      ? label(DELIVERY_STATUS_KEYS, String(data.deliveryStatus))
      : label(MESSAGE_STATE_KEYS, String(data.state)),
  };
}

interface TimelineListProps {
  events: AdminTimelineEvent[];
  /** What an event says, e.g. "Refund of ₹349 refused by the gateway". */
  describe: (event: AdminTimelineEvent) => string;
  /** Extra details or actions under an event (a retry button). */
  extra?: (event: AdminTimelineEvent) => ReactNode;
}

/** A booking's or order's story, oldest first: what happened, when (India time) and who. */
export function TimelineList({ events, describe, extra }: TimelineListProps) {
  return (
    <Stack component="ol" aria-label="Timeline" sx={{ m: 0, pl: 2.5, gap: 1 }}>
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <Typography sx={{ fontWeight: 600 }}>{describe(event)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {when.format(new Date(event.at))} · {event.actor}
          </Typography>
          {extra?.(event)}
        </li>
      ))}
    </Stack>
  );
}

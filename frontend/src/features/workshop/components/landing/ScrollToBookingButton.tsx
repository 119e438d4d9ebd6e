import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';

export const BOOKING_SECTION_ID = 'booking';

/** A call to action that glides to the booking form and moves keyboard focus there. */
export function ScrollToBookingButton(props: Omit<ButtonProps<'a'>, 'href' | 'onClick'>) {
  const scroll = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(BOOKING_SECTION_ID);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return <Button variant="contained" {...props} href={`#${BOOKING_SECTION_ID}`} onClick={scroll} />;
}

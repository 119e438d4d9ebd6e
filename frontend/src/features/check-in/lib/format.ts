/** 24-hour HH:MM in the device's time zone (the venue's, at the door). */
export const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

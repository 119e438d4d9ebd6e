/** The page behind an announcement e-mail's unsubscribe link (GET asks, POST does it: RFC 8058). */
export function unsubscribePage(state: 'ask' | 'done' | 'invalid', address: string, actionUrl: string): string {
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
  const content = {
    ask: `<h1>Unsubscribe from announcements?</h1><p>${escape(address)} will get no more announcements from RoboLeague. Booking confirmations and changes still reach you.</p>
<form method="post" action="${escape(actionUrl)}"><button type="submit">Unsubscribe</button></form>`,
    done: `<h1>You are unsubscribed</h1><p>${escape(address)} will get no more announcements. Booking confirmations and changes still reach you.</p>`,
    invalid: `<h1>Not a valid link</h1><p>Please use the unsubscribe link from one of our e-mails.</p>`,
  }[state];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Announcements · RoboLeague</title></head><body><main>${content}</main></body></html>`;
}

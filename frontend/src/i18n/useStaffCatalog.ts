import { useLingui } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { useEffect, useState } from 'react';

/** Whether the page's catalogue holds the staff's areas (admin.json, admin-*.json). */
const hasStaffAreas = (messages: Messages) => Object.keys(messages).some((key) => key.startsWith('admin.'));

/** One request per language for the staff's areas, however many screens ask. */
const loading = new Map<string, Promise<Messages>>();

function staffMessages(locale: string): Promise<Messages> {
  let request = loading.get(locale);
  if (!request) {
    request = fetch(`/api/i18n/${locale}?scope=all`).then((response) => {
      if (!response.ok) throw new Error(`The staff's messages answered ${response.status}`);
      return response.json() as Promise<Messages>;
    });
    // A failed request is asked again by the next screen.
    void request.catch(() => loading.delete(locale));
    loading.set(locale, request);
  }
  return request;
}

/**
 * Whether the staff's messages are there: the server embeds them in staff pages, but a staff screen
 * reached by client navigation from a public page has only the public areas (docs/decisions.md,
 * Languages). Those load them from `/api/i18n/{language}?scope=all` once; until then the screen
 * shows a loading state. Should the request fail, the screen renders anyway (message ids for labels)
 * rather than stop the door.
 */
export function useStaffCatalog(): boolean {
  const { i18n } = useLingui();
  const present = hasStaffAreas(i18n.messages);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (present) return;
    const locale = i18n.locale;
    void staffMessages(locale).then(
      (messages) => i18n.load(locale, messages),
      () => setFailed(true),
    );
  }, [present, i18n]);
  return present || failed;
}

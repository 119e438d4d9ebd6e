import { useEffect } from 'react';

/** Puts JSON-LD in the document head while the page is shown. */
export function useStructuredData(id: string, data: object | undefined): void {
  const json = data ? JSON.stringify(data) : undefined;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
}

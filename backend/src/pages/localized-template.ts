import { CATALOG_SCRIPT_ID, type Language } from '@robo/domain';

/**
 * The built index.html in one language: `<html lang>` set, and the language's compiled catalogue
 * embedded for the client (frontend/src/i18n/catalog.ts reads it), so no page waits on a request
 * for its texts. `<` is escaped so no message can close the script early.
 */
export function localizedTemplate(template: string, language: Language, catalogJson: string): string {
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (html === template && language !== 'en') throw new Error('index.html has no <html lang>');
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('index.html has no </body>');
  const json = `{"language":"${language}","messages":${catalogJson}}`.replace(/</g, '\\u003c');
  return `${html.slice(0, at)}<script type="application/json" id="${CATALOG_SCRIPT_ID}">${json}</script>${html.slice(at)}`;
}

import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@robo/domain';

/** The message catalogues (libs/domain/catalog/<language>/<area>.json; docs/decisions.md, Languages). */
export const CATALOG_DIR = fileURLToPath(new URL('../../../libs/domain/catalog', import.meta.url));

/** Which messages a page needs: the public pages' areas, or every area (the staff's pages too). */
export type CatalogScope = 'public' | 'all';

/** Areas only staff read: English only, never sent with a public page (`admin.json`, `admin-*.json`). */
export const isStaffArea = (area: string): boolean => area === 'admin' || area.startsWith('admin-');

/** The texts of e-mails and WhatsApp messages: the server writes them, so no page carries them. */
const isServerArea = (area: string): boolean => area === 'messages';

type Compiled = ReturnType<typeof compileMessage>;
type CompiledMessages = Record<string, Compiled>;

/** Every area file of one language, as `{ area: { key: ICU message } }`. */
export function readCatalog(dir: string, language: Language): Record<string, Record<string, string>> {
  const folder = join(dir, language);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [basename(file, '.json'), JSON.parse(readFileSync(join(folder, file), 'utf8'))]),
  );
}

/** The messages of a page scope, or of every area for the server's own texts (`scope` undefined). */
function compileAreas(areas: Record<string, Record<string, string>>, scope?: CatalogScope): CompiledMessages {
  const messages: CompiledMessages = {};
  for (const [area, entries] of Object.entries(areas)) {
    if (scope && isServerArea(area)) continue;
    if (scope === 'public' && isStaffArea(area)) continue;
    for (const [key, text] of Object.entries(entries)) messages[key] = compileMessage(text);
  }
  return messages;
}

interface LanguageCatalog {
  messages: Record<CatalogScope, CompiledMessages>;
  /** The same, as the JSON a page embeds or /api/i18n sends: serialised once. */
  json: Record<CatalogScope, string>;
  translator: I18n;
}

/**
 * The catalogues compiled once at start (ICU messages to Lingui's compiled form, so no browser
 * ever parses a message): pages embed their language's, the API sends them, and e-mails and
 * WhatsApp texts are written with a translator per language. A key a language lacks falls back to
 * English (the catalogue check in `npm run lint` keeps the public areas complete).
 */
@Injectable()
export class Catalogs {
  private readonly byLanguage: Record<Language, LanguageCatalog>;

  constructor() {
    const english = readCatalog(CATALOG_DIR, DEFAULT_LANGUAGE);
    const build = (language: Language): LanguageCatalog => {
      const own = language === DEFAULT_LANGUAGE ? english : readCatalog(CATALOG_DIR, language);
      const merged = (scope?: CatalogScope) => ({ ...compileAreas(english, scope), ...compileAreas(own, scope) });
      const messages = { public: merged('public'), all: merged('all') };
      return {
        messages,
        json: { public: JSON.stringify(messages.public), all: JSON.stringify(messages.all) },
        translator: setupI18n({ locale: language, messages: { [language]: merged() } }),
      };
    };
    this.byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, build(language)])) as Record<
      Language,
      LanguageCatalog
    >;
  }

  messages(language: Language, scope: CatalogScope): CompiledMessages {
    return this.byLanguage[language].messages[scope];
  }

  json(language: Language, scope: CatalogScope): string {
    return this.byLanguage[language].json[scope];
  }

  /** `t('messages.bookingConfirmed.subject', { name })` in the language a parent booked in. */
  translator(language: Language): I18n {
    return this.byLanguage[language].translator;
  }
}

import type { I18n, Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@robo/domain';
import { makeI18n } from '../i18n/catalog';

/** The repository's catalogues (libs/domain/catalog), compiled here as the server compiles them. */
const FILES = import.meta.glob<Record<string, string>>('../../../libs/domain/catalog/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every area of `language`, compiled (falling back to English for a key it lacks). */
export function testMessages(language: Language = 'en'): Messages {
  const messages: Messages = {};
  for (const wanted of language === 'en' ? ['en'] : ['en', language]) {
    for (const [file, entries] of Object.entries(FILES)) {
      if (!file.includes(`/catalog/${wanted}/`)) continue;
      for (const [key, text] of Object.entries(entries)) messages[key] = compileMessage(text);
    }
  }
  return messages;
}

export function testI18n(language: Language = 'en'): I18n {
  return makeI18n(language, testMessages(language));
}

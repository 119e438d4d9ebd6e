import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGES, pathInLanguage, type Language } from '@robo/domain';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/useT';

/** The same page in `language`, with the switcher's parameter the server remembers (backend/src/pages/language-choice.ts). */
function hrefIn(language: Language, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAM, language);
  return `${pathInLanguage(language, pathname)}?${query}`;
}

/**
 * The same page in each language: plain links (a page in another language is a document of its
 * own, server-rendered with its catalogue); the server remembers the choice for the next visit.
 */
export function LanguageSwitcher() {
  const { t, language } = useT();
  const { pathname, search } = useLocation();
  return (
    <Box component="nav" aria-label={t('common.language.label')} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {LANGUAGES.map((lang) => (
        <Link
          key={lang}
          href={hrefIn(lang, pathname, search)}
          hrefLang={lang}
          lang={lang}
          aria-current={lang === language ? 'true' : undefined}
          underline={lang === language ? 'none' : 'hover'}
          sx={{ fontWeight: lang === language ? 700 : 400, color: lang === language ? 'text.primary' : 'primary.main' }}
        >
          {LANGUAGE_NAMES[lang]}
        </Link>
      ))}
    </Box>
  );
}

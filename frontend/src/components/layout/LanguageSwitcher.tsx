import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES, pathInLanguage, type Language } from '@robo/domain';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/useT';

/** A year: the choice outlives the visit (docs/decisions.md, Languages). */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

const remember = (language: Language) => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax`;
};

/**
 * The same page in each language: plain links (a page in another language is a document of its
 * own, server-rendered with its catalogue), and the choice remembered for the next visit.
 */
export function LanguageSwitcher() {
  const { t, language } = useT();
  const { pathname, search } = useLocation();
  return (
    <Box component="nav" aria-label={t('common.language.label')} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {LANGUAGES.map((lang) => (
        <Link
          key={lang}
          href={pathInLanguage(lang, pathname) + search}
          hrefLang={lang}
          lang={lang}
          aria-current={lang === language ? 'true' : undefined}
          onClick={() => remember(lang)}
          underline={lang === language ? 'none' : 'hover'}
          sx={{ fontWeight: lang === language ? 700 : 400, color: lang === language ? 'text.primary' : 'primary.main' }}
        >
          {LANGUAGE_NAMES[lang]}
        </Link>
      ))}
    </Box>
  );
}

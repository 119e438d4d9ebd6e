import { useLingui } from '@lingui/react';
import { isLanguage, languageBase, DEFAULT_LANGUAGE, type Language } from '@robo/domain';
import { useMemo } from 'react';

export type MessageValues = Record<string, unknown>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * The page's language and its messages: `t('store.buyNow')`, `t('common.footer.rights', { year })`.
 * Keys live in libs/domain/catalog (docs/decisions.md, Languages); `<Trans>` from @lingui/react
 * puts elements inside a message.
 */
export function useT(): { t: Translate; language: Language; base: string } {
  const { i18n } = useLingui();
  return useMemo(() => {
    const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
    return { t: (key, values) => i18n._(key, values), language, base: languageBase(language) };
  }, [i18n]);
}

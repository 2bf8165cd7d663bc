import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentLanguage } from '../../core/language/index.ts';
import { loadScriptFont } from '../i18n/scriptFonts.ts';

/**
 * The `lang` (and `dir`) for text a user wrote, shown in this interface:
 * set when the text is in another language than the interface (stored with
 * it, or told from its script by core/language), so a screen reader switches
 * voice — a Korean description in the English interface is read in Korean.
 * `dir="auto"` lets Arabic or Hebrew text run right to left in a left-to-right
 * page, and the reverse.
 */
export function userTextProps(text: string, interfaceLanguage: string, stored?: string): { lang?: string; dir?: 'auto' } {
  const lang = contentLanguage(text, interfaceLanguage, stored);
  return lang ? { lang, dir: 'auto' } : {};
}

export function useUserTextProps(text: string, stored?: string): { lang?: string; dir?: 'auto' } {
  const props = userTextProps(text, useIntl().locale, stored);
  // Korean content in the English interface needs the Korean font the interface did not load.
  useEffect(() => {
    if (props.lang) loadScriptFont(props.lang);
  }, [props.lang]);
  return props;
}

interface UserTextProps {
  readonly text: string;
  /** The content's language when the record keeps one. */
  readonly language?: string | undefined;
  readonly className?: string | undefined;
  /** What to show instead of `text` (an excerpt of it, say); the language is still told from `text`. */
  readonly children?: ReactNode;
}

/** User content (a file name, a description, a page's alternative text) in a span marked with its language. */
export function UserText({ text, language, className, children }: UserTextProps) {
  const props = useUserTextProps(text, language);
  return (
    <span className={className} {...props}>
      {children ?? text}
    </span>
  );
}

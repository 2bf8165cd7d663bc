// The resource file (resource-2005-1): the words a reading system speaks or
// shows for the book's own structures. We name the one skippable structure
// the NCX declares, page numbers, in the book's language.

import { attrs, XML_DECLARATION, xmlText } from './xml.ts';

export const RESOURCE_FILE = 'book.res';

const PAGE_WORD: Readonly<Record<string, string>> = { ko: '쪽', ja: 'ページ', zh: '页', en: 'Page' };

export function writeResource(lang: string): string {
  const word = PAGE_WORD[lang.split('-')[0]?.toLowerCase() ?? ''] ?? 'Page';
  return `${XML_DECLARATION}
<!DOCTYPE resources PUBLIC "-//NISO//DTD resource 2005-1//EN" "http://www.daisy.org/z3986/2005/resource-2005-1.dtd">
<resources xmlns="http://www.daisy.org/z3986/2005/resource/" version="2005-1">
  <scope nsuri="http://www.daisy.org/z3986/2005/ncx/">
    <nodeSet id="ns-pagenum" select="//smilCustomTest[@bookStruct='PAGE_NUMBER']">
      <resource${attrs([['xml:lang', lang]])}><text>${xmlText(word)}</text></resource>
    </nodeSet>
  </scope>
</resources>
`;
}

import { detectLanguage } from '../../../core/language/index.ts';
import { relatedPart, relationshipsOf, type DocxPackage } from './packageParts.ts';
import { attributesOf, decodeXmlText, partText, startTags, wholeElements } from './xmlText.ts';

// What pandoc 2.17 does not tell about a Word document: its language and the
// title in its properties.
//
// Language. Word keeps three default languages in styles.xml (docDefaults,
// and the default paragraph style over it): `w:val` for Latin text,
// `w:eastAsia` for Chinese, Japanese and Korean, `w:bidi` for Arabic and
// Hebrew. A Korean teacher's document typically says val="en-US"
// eastAsia="ko-KR", so which one is the text's is told from the text's
// writing system (core/language): the default named for that language wins,
// the bare language otherwise; Latin text, which the script cannot place,
// takes `w:val`. The package's dc:language is the last resort.
//
// Title. The title in File › Properties (docProps/core.xml dc:title) is the
// page's <title> when the document has no paragraph in Word's Title style
// (that one pandoc reads, and it becomes the leading h1 too). It is not shown
// in Word, so it does not become a heading.

function primary(tag: string): string {
  return tag.toLowerCase().split('-')[0] ?? '';
}

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** The three default languages: the default paragraph style's over docDefaults'. */
function defaultLanguages(styles: string): Map<string, string> {
  const languages = new Map<string, string>();
  const take = (xml: string | undefined) => {
    const tag = xml === undefined ? undefined : startTags(xml, 'lang')[0];
    if (!tag) return;
    for (const [name, value] of attributesOf(tag)) if (['val', 'eastAsia', 'bidi'].includes(name) && LANGUAGE_TAG.test(value)) languages.set(name, value);
  };
  take(wholeElements('w:docDefaults').exec(styles)?.[0]);
  take(
    [...styles.matchAll(wholeElements('w:style'))]
      .map((match) => match[0])
      .find((style) => {
        const attributes = attributesOf(style.slice(0, style.indexOf('>')));
        return attributes.get('type') === 'paragraph' && ['1', 'true'].includes(attributes.get('default') ?? '');
      }),
  );
  return languages;
}

function coreProperties(pkg: DocxPackage): string | undefined {
  const rel = relationshipsOf(pkg.parts, '').find((relationship) => !relationship.external && relationship.type.endsWith('/core-properties'));
  const bytes = pkg.parts.get(rel?.target ?? 'docProps/core.xml');
  return bytes ? partText(bytes) : undefined;
}

function coreValue(core: string | undefined, name: string): string | undefined {
  const match = core === undefined ? undefined : new RegExp(`<dc:${name}>([^<]*)</dc:${name}>`).exec(core);
  const value = match ? decodeXmlText(match[1] as string).trim() : '';
  return value === '' ? undefined : value;
}

/** The language of the document's text (BCP 47), or undefined when nothing tells. */
export function documentLanguage(pkg: DocxPackage, text: string): string | undefined {
  const stylesPart = relatedPart(pkg, 'styles');
  const defaults = stylesPart ? defaultLanguages(partText(pkg.parts.get(stylesPart) as Buffer)) : new Map<string, string>();
  const written = coreValue(coreProperties(pkg), 'language');
  const declared = written !== undefined && LANGUAGE_TAG.test(written) ? written : undefined;
  const fallback = defaults.get('val') ?? declared;
  const detected = detectLanguage(text.slice(0, 20_000), fallback ?? 'en');
  if (!detected) return fallback;
  const named = [defaults.get('val'), defaults.get('eastAsia'), defaults.get('bidi'), declared].find((tag) => tag !== undefined && primary(tag) === detected);
  return named ?? detected;
}

/** The title in the document's properties, if any. */
export function propertiesTitle(pkg: DocxPackage): string | undefined {
  return coreValue(coreProperties(pkg), 'title')?.replace(/\s+/g, ' ').slice(0, 500);
}

import { numberHeadings } from './headingNumbers.ts';
import { relatedPart, type DocxPackage } from './packageParts.ts';
import { attributesOf, innerOf, partText, wholeElements } from './xmlText.ts';

// Two things Word authors rely on that pandoc 2.17 does not read, written
// into the package before pandoc sees it, in forms it does read:
//
// - Outline levels. Word makes a paragraph a heading by its outline level
//   (`w:outlineLvl`, 0 = level 1), set in a style ("Chapter", "Überschrift")
//   or on the paragraph itself; pandoc knows headings only by the style name
//   "heading N". A style with an outline level is renamed "heading N"; a
//   paragraph with its own is given a new style of that name, based on the
//   style it had (so it keeps its numbering).
// - Page breaks. Pandoc turns `<w:br w:type="page"/>` into a line break and
//   ignores `<w:pageBreakBefore/>`. Each becomes a marker text (with a
//   random part the document cannot guess) that the HTML step turns into the
//   Book's page break.
//
// - Numbered headings: see headingNumbers.ts.
//
// The edits are textual and assume Word's `w:` prefix, which every Word
// version writes; a document with another prefix simply keeps pandoc's
// reading. Outline levels 7–9 (Word has nine) become heading 6, the Book's
// deepest.

const MAX_BOOK_HEADING = 6;

function headingLevel(outlineValue: string | undefined): number | undefined {
  const value = Number(outlineValue);
  // 9 is Word's "body text": no level.
  return Number.isInteger(value) && value >= 0 && value <= 8 ? Math.min(value + 1, MAX_BOOK_HEADING) : undefined;
}

const OUTLINE = /<w:outlineLvl\b[^<>]*>/;

/** styles.xml with every paragraph style that has an outline level named as the heading pandoc will recognise. */
function renameOutlineStyles(styles: string): string {
  return styles.replace(wholeElements('w:style'), (style) => {
    const outline = OUTLINE.exec(style);
    const level = outline ? headingLevel(attributesOf(outline[0]).get('val')) : undefined;
    if (level === undefined || !/w:type="paragraph"/.test(style)) return style;
    const name = /<w:name\b[^<>]*>/.exec(style);
    const current = name ? (attributesOf(name[0]).get('val') ?? '') : '';
    if (/^(heading \d|title|subtitle)$/i.test(current)) return style;
    const renamed = `<w:name w:val="heading ${level}"/>`;
    return name ? style.replace(name[0], renamed) : style.replace(/(<w:style\b[^>]*>)/, `$1${renamed}`);
  });
}

interface OutlineStyles {
  /** style id → definition, for the styles to add. */
  readonly added: Map<string, string>;
}

function outlineStyleId(level: number, basedOn: string | undefined, styles: OutlineStyles): string {
  const id = `TactileOutline${level}${basedOn ? `-${basedOn.replace(/[^\w-]/g, '')}` : ''}`;
  if (!styles.added.has(id)) {
    const base = basedOn ? `<w:basedOn w:val="${basedOn.replace(/[^\w-]/g, '')}"/>` : '';
    styles.added.set(id, `<w:style w:type="paragraph" w:customStyle="1" w:styleId="${id}"><w:name w:val="heading ${level}"/>${base}</w:style>`);
  }
  return id;
}

/** The document with each paragraph's own outline level turned into a heading style (see above). */
function styleOutlinedParagraphs(document: string, styles: OutlineStyles): string {
  return document.replace(wholeElements('w:pPr'), (whole) => {
    const inner = innerOf(whole);
    const outline = OUTLINE.exec(inner);
    const level = outline ? headingLevel(attributesOf(outline[0]).get('val')) : undefined;
    if (level === undefined) return whole;
    const styleTag = /<w:pStyle\b[^<>]*>/.exec(inner);
    const basedOn = styleTag ? attributesOf(styleTag[0]).get('val') : undefined;
    const pStyle = `<w:pStyle w:val="${outlineStyleId(level, basedOn, styles)}"/>`;
    return `<w:pPr>${styleTag ? inner.replace(styleTag[0], pStyle) : pStyle + inner}</w:pPr>`;
  });
}

/**
 * Tracked formatting changes (`w:pPrChange`) keep a paragraph's former
 * properties inside its current ones; pandoc accepts changes and never reads
 * them, and they are taken out so the edits here meet one pPr a paragraph.
 */
function withoutFormattingHistory(document: string): string {
  return document.replace(wholeElements('w:pPrChange'), '');
}

function isOn(tag: string): boolean {
  const value = attributesOf(tag).get('val');
  return value === undefined || !['0', 'false', 'off'].includes(value);
}

/** The document with its page breaks written as marker text. */
function markPageBreaks(document: string, marker: string): string {
  const text = `<w:t>${marker}</w:t>`;
  return document
    .replace(/<w:br\b[^<>]*>/g, (br) => (br.endsWith('/>') && attributesOf(br).get('type') === 'page' ? text : br))
    .replace(wholeElements('w:pPr'), (pPr) => {
      const before = /<w:pageBreakBefore\b[^<>]*>/.exec(pPr);
      return before && isOn(before[0]) ? `${pPr}<w:r>${text}</w:r>` : pPr;
    });
}

/** The package as pandoc should read it: outline levels as heading styles, heading numbers as text, page breaks as `marker`. */
export function preparePackage(pkg: DocxPackage, marker: string): DocxPackage {
  const parts = new Map(pkg.parts);
  const styles: OutlineStyles = { added: new Map() };
  const textOf = (name: string | undefined) => {
    const bytes = name === undefined ? undefined : parts.get(name);
    return bytes === undefined ? '' : partText(bytes);
  };
  // A part is rewritten only when an edit applies, so one that needs none stays byte for byte as it came.
  const edit = (name: string, change: (text: string) => string) => {
    const text = textOf(name);
    const changed = change(text);
    if (changed !== text) parts.set(name, Buffer.from(changed, 'utf8'));
  };
  // Outline levels first (they add heading styles), then numbers (they need every heading style), then page breaks
  // (a page break before a numbered heading comes before its number).
  edit(pkg.mainPart, (document) => styleOutlinedParagraphs(withoutFormattingHistory(document), styles));
  const stylesPart = relatedPart(pkg, 'styles');
  if (stylesPart) {
    edit(stylesPart, (text) => renameOutlineStyles(text).replace(/<\/w:styles>\s*$/, `${[...styles.added.values()].join('')}</w:styles>`));
  }
  const numbering = textOf(relatedPart(pkg, 'numbering'));
  edit(pkg.mainPart, (document) => markPageBreaks(numberHeadings(document, textOf(stylesPart), numbering), marker));
  return { parts, mainPart: pkg.mainPart };
}

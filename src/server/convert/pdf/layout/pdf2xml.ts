// Reads the XML poppler's `pdftohtml -xml` writes (its "pdf2xml" format) into
// plain values. The markup is poppler's, but every text, address and name in
// it comes from the PDF, which may be hostile: so this is a small tokenizer
// for exactly the shapes pdftohtml writes, not an XML parser. It never reads
// a DTD, expands only the five predefined entities and numeric character
// references, and treats anything it does not recognise as text or skips it.
// Nothing read here is ever written out unescaped (see html.ts).

export interface XmlFont {
  readonly size: number;
  readonly family: string;
  readonly color: string;
}

/** A stretch of one `<text>` element with one bold/italic/link state. */
export interface XmlRun {
  readonly text: string;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly href?: string;
}

export interface XmlText {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  readonly font?: XmlFont;
  readonly runs: readonly XmlRun[];
}

export interface XmlImage {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  readonly src: string;
}

export interface XmlPage {
  readonly number: number;
  readonly width: number;
  readonly height: number;
  readonly texts: XmlText[];
  readonly images: XmlImage[];
}

const TOKEN = /<\?[\s\S]*?\?>|<!(?:--[\s\S]*?--|[^>]*)>|<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z_:][-A-Za-z0-9_:.]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+|</g;
const ATTRIBUTE = /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with XML's predefined entities and character references decoded; anything else is left as it stands. */
export function decodeXmlText(raw: string): string {
  return raw.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return isAllowedChar(code) ? String.fromCodePoint(code) : '';
    }
    return NAMED[name] ?? whole;
  });
}

/** Characters XML allows, minus the C0/C1 controls a document's text never needs. */
function isAllowedChar(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code <= 0x10ffff && code !== 0xfffe && code !== 0xffff;
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1] as string;
    if (!found.has(name)) found.set(name, decodeXmlText(match[2] ?? match[3] ?? ''));
  }
  return found;
}

function numberOf(attrs: Map<string, string>, name: string): number | undefined {
  const raw = attrs.get(name);
  if (raw === undefined) return undefined;
  const value = Number.parseFloat(raw);
  return Number.isFinite(value) ? value : undefined;
}

function box(attrs: Map<string, string>): { top: number; left: number; width: number; height: number } | undefined {
  const top = numberOf(attrs, 'top');
  const left = numberOf(attrs, 'left');
  const width = numberOf(attrs, 'width');
  const height = numberOf(attrs, 'height');
  if (top === undefined || left === undefined || width === undefined || height === undefined) return undefined;
  if (width < 0 || height < 0) return undefined;
  return { top, left, width, height };
}

/** The pages of a pdf2xml document, in the order written. */
export function parsePdf2Xml(xml: string): XmlPage[] {
  const pages: XmlPage[] = [];
  const fonts = new Map<string, XmlFont>();
  let page: XmlPage | undefined;
  // Inside a <text>: its box and font, the runs so far and the open b/i/a.
  let text: { box: NonNullable<ReturnType<typeof box>>; font?: XmlFont; runs: XmlRun[] } | undefined;
  let bold = 0;
  let italic = 0;
  const links: (string | undefined)[] = [];

  for (const match of xml.matchAll(TOKEN)) {
    const whole = match[0];
    const name = match[2]?.toLowerCase();
    if (name === undefined) {
      if (whole.startsWith('<?') || whole.startsWith('<!')) continue;
      // Character data (or a stray '<' poppler failed to escape): text only inside <text>.
      if (text !== undefined) appendRun(text.runs, decodeXmlText(whole), bold > 0, italic > 0, links.at(-1));
      continue;
    }
    const closing = match[1] === '/';
    const selfClosing = match[4] === '/';
    const attrs = closing ? new Map<string, string>() : attributes(match[3] ?? '');

    if (text !== undefined) {
      if (name === 'b') {
        bold = Math.max(0, bold + (closing ? -1 : selfClosing ? 0 : 1));
        continue;
      }
      if (name === 'i') {
        italic = Math.max(0, italic + (closing ? -1 : selfClosing ? 0 : 1));
        continue;
      }
      if (name === 'a') {
        if (closing) links.pop();
        else if (!selfClosing) links.push(attrs.get('href'));
        continue;
      }
      // </text> ends the line; any other tag means a damaged file: the line ends there too.
      if (page !== undefined && text.runs.length > 0) page.texts.push({ ...text.box, ...(text.font ? { font: text.font } : {}), runs: text.runs });
      text = undefined;
      if (name === 'text' && closing) continue;
    }

    if (closing) {
      if (name === 'page') page = undefined;
      continue;
    }
    if (name === 'page') {
      const width = numberOf(attrs, 'width') ?? 0;
      const height = numberOf(attrs, 'height') ?? 0;
      page = { number: Math.trunc(numberOf(attrs, 'number') ?? pages.length + 1), width, height, texts: [], images: [] };
      pages.push(page);
    } else if (name === 'fontspec') {
      const id = attrs.get('id');
      if (id !== undefined) fonts.set(id, { size: numberOf(attrs, 'size') ?? 0, family: attrs.get('family') ?? '', color: attrs.get('color') ?? '' });
    } else if (name === 'image' && page !== undefined) {
      const where = box(attrs);
      const src = attrs.get('src');
      if (where !== undefined && src !== undefined) page.images.push({ ...where, src });
    } else if (name === 'text' && page !== undefined && !selfClosing) {
      const where = box(attrs);
      if (where === undefined) continue;
      const font = fonts.get(attrs.get('font') ?? '');
      text = { box: where, ...(font ? { font } : {}), runs: [] };
      bold = 0;
      italic = 0;
      links.length = 0;
    }
  }
  return pages;
}

function appendRun(runs: XmlRun[], value: string, bold: boolean, italic: boolean, href: string | undefined): void {
  if (value === '') return;
  const last = runs.at(-1);
  if (last !== undefined && last.bold === bold && last.italic === italic && last.href === href) {
    runs[runs.length - 1] = { ...last, text: last.text + value };
    return;
  }
  runs.push({ text: value, bold, italic, ...(href !== undefined ? { href } : {}) });
}

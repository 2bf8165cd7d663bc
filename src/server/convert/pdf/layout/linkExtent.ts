import type { XmlPage, XmlRun, XmlText } from './pdf2xml.ts';

// pdftohtml gives a link to every piece of text its link area touches, and
// on a line it often touches the words before or after the link as well
// ("Read more at the plant library." all linked, where only "the plant
// library" was). Links are usually set in a colour of their own: so where
// pieces of one row share a link and some of them are in the page's text
// colour while others are not, the link stays only on the coloured ones.

function dominantColour(page: XmlPage): string | undefined {
  const chars = new Map<string, number>();
  for (const text of page.texts) {
    const colour = text.font?.color;
    if (colour === undefined) continue;
    const count = text.runs.reduce((sum, run) => sum + run.text.length, 0);
    chars.set(colour, (chars.get(colour) ?? 0) + count);
  }
  let best: string | undefined;
  let most = 0;
  for (const [colour, count] of chars) {
    if (count > most) {
      best = colour;
      most = count;
    }
  }
  return best;
}

export function trimLinkExtents(page: XmlPage): XmlPage {
  const textColour = dominantColour(page);
  if (textColour === undefined) return page;
  // Linked pieces by link and row (tops within a point).
  const groups = new Map<string, XmlText[]>();
  for (const text of page.texts) {
    for (const href of new Set(text.runs.map((run) => run.href).filter((href) => href !== undefined))) {
      const key = `${Math.round(text.top)}|${href}`;
      const group = groups.get(key) ?? [];
      group.push(text);
      groups.set(key, group);
    }
  }
  const unlink = new Set<XmlText>();
  for (const group of groups.values()) {
    const colours = new Set(group.map((text) => text.font?.color));
    if (colours.size > 1 && colours.has(textColour)) for (const text of group) if (text.font?.color === textColour) unlink.add(text);
  }
  if (unlink.size === 0) return page;
  const withoutHref = (run: XmlRun): XmlRun => ({ text: run.text, bold: run.bold, italic: run.italic });
  return { ...page, texts: page.texts.map((text) => (unlink.has(text) ? { ...text, runs: text.runs.map(withoutHref) } : text)) };
}

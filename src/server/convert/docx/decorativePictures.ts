import { relatedPart, relationshipsOf, type DocxPackage } from './packageParts.ts';
import { attributesOf, partText } from './xmlText.ts';

// Word's "Mark as decorative" (Office 2019 and 365) writes an extension in
// the picture's drawing properties:
//   <wp:docPr id="3" name="Picture 3">
//     <a:extLst><a:ext uri="{C183D7F6-B498-43B3-948B-1728B52AA6E4}">
//       <adec:decorative xmlns:adec="http://schemas.microsoft.com/office/drawing/2017/decorative" val="1"/>
//     </a:ext></a:extLst>
//   </wp:docPr>
// Pandoc does not read it, so it is read here, per picture in document
// order (the main document, then footnotes, then endnotes: the order pandoc
// writes their pictures in), and told by the media part each picture shows.
// The converter then takes, for each picture pandoc wrote, the next flag
// for the same media part (pictures.ts).

/** Drawing properties, Word's decorative flag, and picture references, in the order they come. */
const TOKENS = /<(\/?)(?:[A-Za-z_][\w.-]*:)?(docPr|decorative|blip|imagedata)(?=[\s/>])[^<>]*>/g;

/** For each media part (word/media/image1.png), whether each picture showing it is decorative, in order. */
export type DecorativeFlags = ReadonlyMap<string, readonly boolean[]>;

function flagsOfPart(pkg: DocxPackage, partName: string, into: Map<string, boolean[]>): void {
  const bytes = pkg.parts.get(partName);
  if (!bytes) return;
  const targets = new Map(relationshipsOf(pkg.parts, partName).filter((rel) => !rel.external).map((rel) => [rel.id, rel.target]));
  let decorative = false;
  let insideProperties = false;
  for (const match of partText(bytes).matchAll(TOKENS)) {
    const [tag, closing, name] = match as unknown as [string, string, string];
    if (name === 'docPr') {
      // A new drawing starts with its properties; `<wp:docPr …/>` has no children to carry the flag.
      if (!closing) decorative = false;
      insideProperties = !closing && !tag.endsWith('/>');
    } else if (name === 'decorative' && insideProperties && !closing) {
      const value = attributesOf(tag).get('val');
      decorative = value === '1' || value === 'true' || value === 'on';
    } else if (!closing) {
      const attributes = attributesOf(tag);
      // DrawingML's <a:blip r:embed>; VML's <v:imagedata r:id> (old documents), which has no decorative flag.
      const id = name === 'blip' ? attributes.get('embed') : attributes.get('id');
      const target = id === undefined ? undefined : targets.get(id);
      if (target === undefined) continue;
      const list = into.get(target) ?? [];
      list.push(name === 'blip' && decorative);
      into.set(target, list);
    }
  }
}

/** The decorative flags of every picture of the document, its footnotes and its endnotes. */
export function decorativeFlags(pkg: DocxPackage): DecorativeFlags {
  const flags = new Map<string, boolean[]>();
  for (const part of [pkg.mainPart, relatedPart(pkg, 'footnotes'), relatedPart(pkg, 'endnotes')]) {
    if (part) flagsOfPart(pkg, part, flags);
  }
  return flags;
}

// image-alt: a picture is described (alt text), has a tactile version the
// display shows instead (the spec's DTM attribute), or is marked decorative.
// An empty alt that is not marked decorative is an accident until someone
// says otherwise, so it is an error here (axe takes alt="" as decorative;
// the Book asks for the mark). An alt that is only a file name describes
// nothing: a warning.

import type { BlockElement } from '../../book/index.ts';
import type { Finding } from '../finding.ts';
import { atPath, documentFinding } from './makeFinding.ts';
import { findingMessages, fixMessages } from './messages.ts';
import { elementsOf } from './walk.ts';

const IMAGE_EXTENSIONS = 'jpe?g|png|gif|webp|svg|bmp|tiff?|heic|avif';
// `IMG_0001.jpg`, `photo 3.png`, `DSC01234` — one word-ish name, an image extension or a camera's numbering.
const FILE_NAME = new RegExp(`^(?:[^\\s/\\\\]+(?: [^\\s/\\\\]+)?\\.(?:${IMAGE_EXTENSIONS})|(?:IMG|DSC|DSCN|DCIM|PXL|Screenshot)[_ -]?[\\d_-]+)$`, 'i');

export function isFileNameAlt(alt: string): boolean {
  return FILE_NAME.test(alt.trim());
}

const describe = { kind: 'guided', label: { message: fixMessages.describeImage }, action: 'image-description' } as const;

export function checkImageAlt(blocks: readonly BlockElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const { node, path } of elementsOf(blocks, 'image')) {
    const alt = node.alt.trim();
    if (node.decorative || node.tactile) continue;
    if (alt === '') findings.push(documentFinding('image-alt', 'error', atPath(path), node.src, findingMessages.imageNoAlt, undefined, describe));
    else if (isFileNameAlt(alt)) findings.push(documentFinding('image-alt', 'warning', atPath(path), node.src, findingMessages.imageFileName, { alt }, describe));
  }
  return findings;
}

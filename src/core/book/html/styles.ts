// Inline `style` attributes, read for the few properties the model keeps. We
// never copy a style through: each property is read into a model value
// (colour, alignment, length), so `position:fixed` or `url(…)` has nowhere to go.

import type { Align } from '../model.ts';

/** Declarations by lower-case property name; `!important` dropped; the last one wins. */
export function parseStyle(value: string | undefined): ReadonlyMap<string, string> {
  const declarations = new Map<string, string>();
  if (!value) return declarations;
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).replace(/!\s*important\s*$/i, '').trim();
    if (property && propertyValue) declarations.set(property, propertyValue);
  }
  return declarations;
}

const ALIGNS: readonly Align[] = ['left', 'center', 'right', 'justify'];

/** `text-align` from the style, else the old `align` attribute. */
export function alignOf(style: ReadonlyMap<string, string>, alignAttribute: string | undefined): Align | undefined {
  const value = (style.get('text-align') ?? alignAttribute)?.trim().toLowerCase();
  return ALIGNS.find((align) => align === value);
}

/** Whether the style asks for a page break after (or, with `before`, before) the element. */
export function breaksPage(style: ReadonlyMap<string, string>, side: 'after' | 'before'): boolean {
  const legacy = style.get(`page-break-${side}`)?.toLowerCase();
  const modern = style.get(`break-${side}`)?.toLowerCase();
  return legacy === 'always' || legacy === 'page' || modern === 'page' || modern === 'always';
}

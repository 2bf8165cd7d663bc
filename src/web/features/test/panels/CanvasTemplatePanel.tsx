import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { TEMPLATES, type TemplateId } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { getPin, type PinGrid } from '../../../../core/pins/index.ts';
import { testPageMessages as m } from '../messages.ts';

/** The Canvas's template catalogue (features/canvas/templates), loaded with its part. */
type Catalogue = readonly { readonly id: TemplateId; readonly label: Message; readonly description: Message; readonly fullPage: boolean }[];

/** The raised pins of a grid as one SVG path of unit squares. */
function pinPath(grid: PinGrid): string {
  const parts: string[] = [];
  for (let y = 0; y < grid.height; y += 1) for (let x = 0; x < grid.width; x += 1) if (getPin(grid, x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
  return parts.join('');
}

/**
 * /test/canvas-template: the Canvas's template gallery — each template's
 * name, what it is, and its pins on a 320 page. The names live in the
 * Canvas's catalogue part, loaded with it (the page sits inside
 * WithCataloguePart part="canvas").
 */
export default function CanvasTemplatePanel() {
  const intl = useIntl();
  const [catalogue, setCatalogue] = useState<Catalogue>();
  useEffect(() => {
    let live = true;
    void import('../../canvas/index.ts').then((module) => live && setCatalogue(module.TEMPLATE_CATALOGUE));
    return () => {
      live = false;
    };
  }, []);
  if (!catalogue) return <p className="field-note">{intl.formatMessage(m.loading)}</p>;
  return (
    <section className="panel" aria-labelledby="templates-heading">
      <h2 id="templates-heading">{intl.formatMessage(m.templatesHeading)}</h2>
      <ul className="template-gallery">
        {catalogue.map((entry) => {
          const name = intl.formatMessage(entry.label);
          const grid = TEMPLATES[entry.id].draw(320);
          return (
            <li key={entry.id} className="template-card">
              <h3>{name}</h3>
              <svg role="img" aria-label={intl.formatMessage(m.templatePreview, { name })} viewBox={`0 0 ${grid.width} ${grid.height}`} width={grid.width * 2} height={grid.height * 2}>
                <rect width={grid.width} height={grid.height} fill="Canvas" stroke="CanvasText" strokeWidth={0.5} />
                <path d={pinPath(grid)} fill="CanvasText" />
              </svg>
              <p>{intl.formatMessage(entry.description)}</p>
              <p className="field-note">{intl.formatMessage(entry.fullPage ? m.templateFullPage : m.templateFigure)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useIntl } from 'react-intl';
import type { Message } from '../../../core/messages/index.ts';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { homeMessages as m } from './messages.ts';

const CARDS: readonly { id: string; title: Message; body: Message; href: string }[] = [
  { id: 'easy', title: routeTitles.easy, body: m.easyCard, href: PATHS.easy },
  { id: 'canvas', title: routeTitles.canvas, body: m.canvasCard, href: PATHS.canvas },
  { id: 'cloud', title: routeTitles.cloud, body: m.cloudCard, href: PATHS.cloud },
  { id: 'library', title: routeTitles.library, body: m.libraryCard, href: PATHS.library },
];

export function FeaturedCards() {
  const intl = useIntl();
  return (
    <section className="home-section" aria-labelledby="home-featured">
      <h2 id="home-featured">{intl.formatMessage(m.featured)}</h2>
      <ul className="card-grid">
        {CARDS.map((card) => {
          const title = intl.formatMessage(card.title);
          return (
            <li key={card.id} className="card">
              <h3 className="card-title">{title}</h3>
              <p>{intl.formatMessage(card.body)}</p>
              <AppLink href={card.href} className="card-link">
                {intl.formatMessage(m.openCard, { name: title })}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useIntl } from 'react-intl';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { Faq } from './Faq.tsx';
import { FeaturedCards } from './FeaturedCards.tsx';
import { homeMessages as m } from './messages.ts';

/** Home: what this is, one main way in (Easy mode), featured places, questions. */
export default function HomePage() {
  const intl = useIntl();
  return (
    <div className="home">
      <section className="hero">
        <PageHeading>{intl.formatMessage(m.heroHeading)}</PageHeading>
        <p className="hero-lead">{intl.formatMessage(m.heroLead)}</p>
        <AppLink href={PATHS.easy} className="button button--primary button--large">
          {intl.formatMessage(m.getStarted)}
        </AppLink>
      </section>
      <FeaturedCards />
      <Faq />
    </div>
  );
}

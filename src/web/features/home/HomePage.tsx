import { useIntl } from 'react-intl';
import { useSession } from '../../auth/SessionContext.tsx';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { Faq } from './Faq.tsx';
import { FeaturedCards } from './FeaturedCards.tsx';
import { homeMessages as m } from './messages.ts';
import { SpecialMainPage } from './SpecialMainPage.tsx';

/**
 * Home: what this is, one main way in (Easy mode), featured places,
 * questions. The account named by SPECIAL_LOGIN_ID gets the special main
 * page here instead (route kchfMain, which shares this path).
 */
export default function HomePage() {
  const intl = useIntl();
  const session = useSession();
  const { specialLoginId } = useSiteConfig();
  if (specialLoginId !== undefined && session?.userId === specialLoginId) return <SpecialMainPage />;
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

import { useIntl } from 'react-intl';
import { PRODUCT_NAME } from '../../../shared/product.ts';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { AppLink } from '../../ui/AppLink.tsx';
import { shellMessages } from '../messages.ts';

/** Terms of service, privacy policy and customer service. */
export function SiteFooter() {
  const intl = useIntl();
  const config = useSiteConfig();
  const t = intl.formatMessage;
  return (
    <footer className="site-footer">
      <nav aria-label={t(shellMessages.footerNavigation)}>
        <ul className="footer-links">
          <li><AppLink href={config.termsUrl}>{t(shellMessages.terms)}</AppLink></li>
          <li><AppLink href={config.privacyUrl}>{t(shellMessages.privacy)}</AppLink></li>
          <li><AppLink href={config.customerServiceUrl}>{t(shellMessages.customerService)}</AppLink></li>
        </ul>
      </nav>
      <p className="copyright">{t(shellMessages.copyright, { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
    </footer>
  );
}

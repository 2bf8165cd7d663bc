import { useIntl } from 'react-intl';
import { TEST_PAGES, testPagePath } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { testMessages } from './messages.ts';

export default function TestIndexPage() {
  const intl = useIntl();
  return (
    <>
      <PageIntro heading={testMessages.indexHeading} summary={testMessages.indexSummary} />
      <ul className="link-list" aria-label={intl.formatMessage(testMessages.pagesList)}>
        {TEST_PAGES.map((page) => (
          <li key={page}>
            <AppLink href={testPagePath(page)}>{page}</AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}

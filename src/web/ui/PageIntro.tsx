import { useIntl } from 'react-intl';
import type { Message } from '../../core/messages/index.ts';
import { PageHeading } from './PageHeading.tsx';

interface Props {
  readonly heading: Message;
  readonly summary: Message;
  readonly values?: Record<string, string>;
}

/** The heading and one-sentence purpose of a page. */
export function PageIntro({ heading, summary, values }: Props) {
  const intl = useIntl();
  return (
    <header className="page-intro">
      <PageHeading>{intl.formatMessage(heading, values)}</PageHeading>
      <p className="page-summary">{intl.formatMessage(summary, values)}</p>
    </header>
  );
}

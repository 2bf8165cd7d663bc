import { useIntl } from 'react-intl';
import { shellMessages } from '../messages.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab order: straight to the page's content. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus ourselves: a fragment change would also reach the router.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {intl.formatMessage(shellMessages.skipToContent)}
    </a>
  );
}

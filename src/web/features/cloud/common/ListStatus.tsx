import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages.ts';
import { uiMessages } from '../../../ui/messages.ts';

/** A list that could not load: the spec's message and a way to try again. */
export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="list-problem" role="alert">
      <p>{intl.formatMessage(m.loadFailed)}</p>
      <Button className="button" onPress={onRetry}>
        {intl.formatMessage(uiMessages.reload)}
      </Button>
    </div>
  );
}

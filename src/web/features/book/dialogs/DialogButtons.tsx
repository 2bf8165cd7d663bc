import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { dialogMessages as m } from './messages.ts';

/** The submit and cancel buttons every editing dialog ends with. */
export function DialogButtons({ submit, onCancel, busy = false }: { readonly submit: string; readonly onCancel: () => void; readonly busy?: boolean }) {
  const intl = useIntl();
  return (
    <div className="button-row">
      <Button type="submit" className="button button--primary" isPending={busy}>
        {submit}
      </Button>
      <Button className="button" onPress={onCancel}>
        {intl.formatMessage(m.cancel)}
      </Button>
    </div>
  );
}

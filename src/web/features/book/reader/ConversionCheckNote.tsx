import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { conversionProblemCount } from './conversionCheck.ts';
import { conversionCheckMessages as m } from './conversionCheckMessages.ts';

/**
 * Under a converted document's facts in the reader: how many accessibility
 * problems its conversion's check found, when there are any. Plain text, not
 * a live region: it is part of the page as it is read, not news.
 */
export function ConversionCheckNote({ client, dtmNo }: { readonly client: ApiClient; readonly dtmNo: string }) {
  const intl = useIntl();
  const [count, setCount] = useState<{ readonly dtmNo: string; readonly problems: number }>();
  useEffect(() => {
    let live = true;
    void conversionProblemCount(client, dtmNo).then((problems) => {
      if (live) setCount({ dtmNo, problems });
    });
    return () => {
      live = false;
    };
  }, [client, dtmNo]);
  if (count?.dtmNo !== dtmNo || count.problems === 0) return null;
  return <p className="book-reader-check-note">{intl.formatMessage(m.problemsToCheck, { count: count.problems })}</p>;
}

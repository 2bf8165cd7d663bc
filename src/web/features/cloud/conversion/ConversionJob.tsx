import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { announce } from '../../../ui/announcer.ts';
import type { ConversionNote, ConversionStarted, ConversionState } from '../api/types.ts';
import { LoadFailed } from '../common/ListStatus.tsx';
import { detailMessages, listMessages } from '../common/messages.ts';
import { conversionMessages as shellConversion } from '../shell/messages.ts';
import { conversionFailureMessage } from '../shell/conversionReasons.ts';
import { useConversionState } from '../state/queries.ts';
import { conversionMessages as m, NOTE_KIND_MESSAGES } from './messages.ts';

/** The demo page asks for the job's state this often while it runs (the Cloud's poll waits 10 s). */
export const DEMO_POLL_MS = 2000;

interface Props {
  readonly job: ConversionStarted;
  /** Shown once the conversion succeeded: where to open the document. */
  readonly children: ReactNode;
}

/** What to say when the job reaches a status: converting, done, or failed with its reason. */
function statusNews(intl: IntlShape, state: ConversionState): string {
  if (state.status === 'ONGOING') return intl.formatMessage(m.converting);
  if (state.status === 'SUCCESS') {
    // The accessibility check of the converted document, as the toast says it (issue 22).
    const problems = (state.a11yFindings?.errors ?? 0) + (state.a11yFindings?.warnings ?? 0);
    return problems > 0 ? intl.formatMessage(shellConversion.completedWithProblems, { count: problems }) : intl.formatMessage(shellConversion.completed);
  }
  const reason = conversionFailureMessage(state.errorCode);
  return reason ? intl.formatMessage(shellConversion.failedBecause, { reason: intl.formatMessage(reason) }) : intl.formatMessage(shellConversion.failed);
}

/** A note as support staff read it: its kind as sent and in words, its page, the confidence as sent, its detail. */
function noteLine(intl: IntlShape, note: ConversionNote): string {
  const facts = [
    `${note.kind} (${intl.formatMessage(NOTE_KIND_MESSAGES[note.kind])})`,
    note.page === null ? '' : intl.formatMessage(detailMessages.page, { page: note.page }),
    note.confidence === null ? '' : String(note.confidence),
  ].filter(Boolean);
  return note.detail ? `${facts.join(', ')}: ${note.detail}` : facts.join(', ');
}

/**
 * One conversion job as GET /doc/convert-status answers it, asked every
 * 2 s while ONGOING: a table of its fields under their wire names (support
 * staff compare them with the server's logs), each change of status spoken
 * once (a failure assertively, with its reason; not the first ONGOING, which
 * the page's "conversion started" has said).
 */
export function ConversionJob({ job, children }: Props) {
  const intl = useIntl();
  const state = useConversionState(job.dtmNo, { pollMs: DEMO_POLL_MS });
  const said = useRef<string | undefined>(undefined);
  const status = state.data?.status;

  useEffect(() => {
    if (!state.data || said.current === status) return;
    const first = said.current === undefined;
    said.current = status;
    // The page has just said the conversion started: a first ONGOING would only repeat it.
    if (first && status === 'ONGOING') return;
    announce(statusNews(intl, state.data), status === 'FAILED' ? 'assertive' : 'polite');
  }, [status, state.data, intl]);

  const none = intl.formatMessage(m.none);
  const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? none : String(value));
  const data = state.data;
  const rows: readonly [string, ReactNode][] = data
    ? [
        ['DTM_NO', data.dtmNo],
        ['STATUS', data.status],
        ['QUALITY', data.quality],
        ['ENGINE', text(data.engine)],
        ['SOURCE_PAGES', text(data.sourcePages)],
        ['ATTEMPTS', text(data.attempts)],
        ['ERROR_CODE', data.errorCode ? `${data.errorCode} (${statusNews(intl, data)})` : none],
        ['ERROR', text(data.error)],
        ['A11Y_FINDINGS', data.a11yFindings ? `ERRORS ${data.a11yFindings.errors}, WARNINGS ${data.a11yFindings.warnings}` : none],
        [
          'NOTES',
          data.notes.length === 0 ? (
            none
          ) : (
            <ul className="conversion-notes">
              {data.notes.map((note, index) => (
                <li key={`${index}-${note.kind}`}>{noteLine(intl, note)}</li>
              ))}
            </ul>
          ),
        ],
      ]
    : [];

  return (
    <section aria-labelledby="conversion-job-heading">
      <h3 id="conversion-job-heading">{intl.formatMessage(m.jobHeading)}</h3>
      {state.isError && !data && <LoadFailed onRetry={() => void state.refetch()} />}
      {!data && !state.isError && <p role="status">{intl.formatMessage(listMessages.loading)}</p>}
      {data && (
        <table className="api-parameters conversion-job">
          <caption>{intl.formatMessage(m.jobCaption, { document: job.dtmName })}</caption>
          <tbody>
            {rows.map(([field, value]) => (
              <tr key={field}>
                <th scope="row">{field}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data?.status === 'SUCCESS' && <div className="button-row">{children}</div>}
    </section>
  );
}

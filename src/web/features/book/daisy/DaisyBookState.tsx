import { useId } from 'react';
import { Button, Heading } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { DaisyState } from '../api/daisyApi.ts';
import { daisyFailureMessage } from './failureMessages.ts';
import { daisyMessages as m } from './messages.ts';

/** What the dialog knows of the document's latest book. */
export type DaisyStateView = { readonly kind: 'loading' } | { readonly kind: 'unknown' } | { readonly kind: 'known'; readonly state: DaisyState };

const KILOBYTE = 1024;

/** A ZIP's size in the reader's language ("1.5 MB"); a book is never under a kilobyte worth naming in bytes. */
function formatSize(intl: IntlShape, bytes: number): string {
  const mega = bytes >= KILOBYTE * KILOBYTE;
  return intl.formatNumber(bytes / (mega ? KILOBYTE * KILOBYTE : KILOBYTE), { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 });
}

function stateText(intl: IntlShape, view: DaisyStateView): string {
  if (view.kind === 'loading') return intl.formatMessage(m.checking);
  if (view.kind === 'unknown') return intl.formatMessage(m.unknown);
  const { state } = view;
  switch (state.status) {
    case 'NONE':
      return intl.formatMessage(m.none);
    case 'ONGOING':
      return intl.formatMessage(m.ongoing);
    case 'FAILED':
      return intl.formatMessage(m.failed, { reason: intl.formatMessage(daisyFailureMessage(state.errorCode)) });
    case 'SUCCESS':
      return intl.formatMessage(m.made, {
        date: state.createdAt ? intl.formatDate(state.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) : '',
        size: formatSize(intl, state.size ?? 0),
        content: intl.formatMessage(state.audio === 'N' ? m.textOnly : m.textAndAudio),
      });
  }
}

/**
 * The document's latest book in the export dialog: made (when, its size, what
 * it holds, a Download button), being made, failed (why), none, or not known.
 * A status region: a state that arrives after the dialog opened is heard. Its
 * heading is one level below the dialog's title (React Aria's Heading: h3).
 */
export function DaisyBookState({ view, onDownload }: { readonly view: DaisyStateView; readonly onDownload: () => void }) {
  const intl = useIntl();
  const id = useId();
  const made = view.kind === 'known' && view.state.status === 'SUCCESS';
  return (
    <section className="daisy-book-state" aria-labelledby={id}>
      <Heading level={4} id={id} className="field-label">
        {intl.formatMessage(m.current)}
      </Heading>
      <p role="status">{stateText(intl, view)}</p>
      {made && (
        <Button className="button" onPress={onDownload}>
          {intl.formatMessage(m.download)}
        </Button>
      )}
    </section>
  );
}

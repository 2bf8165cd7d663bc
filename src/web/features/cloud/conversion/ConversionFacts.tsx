import { Button } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { UserText } from '../../../ui/UserText.tsx';
import { detailMessages } from '../common/messages.ts';
import type { ConversionNote } from '../api/types.ts';
import { cloudCommandMessages } from '../shell/messages.ts';
import { useConversionState } from '../state/queries.ts';
import { failureText } from './conversionStatus.ts';
import { conversionMessages as m, NOTE_KIND_MESSAGES } from './messages.ts';

interface Props {
  readonly dtmNo: string;
  /** Offered when the conversion failed. */
  readonly onConvertAgain?: (() => void) | undefined;
}

/** The converter's confidence as a fraction: Tesseract counts 0–100, others 0–1. */
const fraction = (confidence: number) => (confidence > 1 ? confidence / 100 : confidence);

function noteFacts(intl: IntlShape, note: ConversionNote): string {
  return intl.formatList(
    [
      intl.formatMessage(NOTE_KIND_MESSAGES[note.kind]),
      note.page === null ? '' : intl.formatMessage(detailMessages.page, { page: note.page }),
      note.confidence === null ? '' : intl.formatMessage(m.confidence, { confidence: fraction(note.confidence) }),
    ].filter(Boolean),
    { type: 'unit', style: 'short' },
  );
}

/**
 * A converted document's details (issue 21), from GET /doc/convert-status:
 * still converting; failed, with the reason and 'Convert again'; or done,
 * with what the converter guessed for a person to check (its notes). A
 * document that never was a conversion (the server has no job for it)
 * shows nothing.
 */
export function ConversionFacts({ dtmNo, onConvertAgain }: Props) {
  const intl = useIntl();
  const state = useConversionState(dtmNo);
  if (!state.data) return null;
  const { status, errorCode, notes } = state.data;
  if (status === 'ONGOING' || status === 'FAILED') {
    return (
      <section aria-labelledby="details-conversion" className="details-conversion">
        <h3 id="details-conversion">{intl.formatMessage(m.conversion)}</h3>
        <p className="details-text">{status === 'ONGOING' ? intl.formatMessage(m.converting) : failureText(intl, errorCode)}</p>
        {status === 'FAILED' && onConvertAgain && (
          <Button className="button" onPress={onConvertAgain}>
            {intl.formatMessage(cloudCommandMessages.convertAgain)}
          </Button>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="details-notes" className="details-conversion">
      <h3 id="details-notes">{intl.formatMessage(m.notesHeading)}</h3>
      {notes.length === 0 ? (
        <p className="details-text">{intl.formatMessage(m.noNotes)}</p>
      ) : (
        <>
          <p className="details-text">{intl.formatMessage(m.notesIntro)}</p>
          <ul className="conversion-notes">
            {notes.map((note, index) => (
              <li key={`${index}-${note.kind}`}>
                <strong>{noteFacts(intl, note)}</strong>
                {note.detail.trim() && (
                  <>
                    {': '}
                    <UserText text={note.detail} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

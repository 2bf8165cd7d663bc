import { useId } from 'react';
import { Button, Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { PATHS } from '../../../routes/paths.ts';
import { dialogMessages as m } from './messages.ts';

interface Props {
  /** The picture's address, as the document holds it. */
  readonly src: string;
  /** The linked Canvas file's number, if any (applied with the dialog's Apply). */
  readonly tactile: string | undefined;
  readonly onRemove: () => void;
}

/** The Canvas with this picture in its image dialog, in a new tab: its save comes back on the tactile link channel. */
export function tactileMakerHref(src: string): string {
  return `${PATHS.canvas}?${new URLSearchParams({ picture: src }).toString()}`;
}

/**
 * A picture's tactile version (the spec's "DTM attribute"): a Canvas file the
 * tactile display shows for the page instead of its text. "Make tactile
 * version" opens the Canvas's picture-to-pins flow in a new tab (the
 * document stays open here); saving there links the file to this picture.
 */
export function TactileVersionGroup({ src, tactile, onRemove }: Props) {
  const intl = useIntl();
  const helpId = useId();
  return (
    <Group className="book-tactile-version" aria-label={intl.formatMessage(m.tactileVersion)}>
      <p role="status">{tactile ? intl.formatMessage(m.tactileLinkedTo, { number: tactile }) : intl.formatMessage(m.tactileNone)}</p>
      <div className="button-row">
        <Button className="button" aria-describedby={helpId} onPress={() => window.open(tactileMakerHref(src), '_blank', 'noopener')}>
          {intl.formatMessage(m.makeTactile)}
        </Button>
        {tactile && (
          <Button className="button" onPress={onRemove}>
            {intl.formatMessage(m.removeTactile)}
          </Button>
        )}
      </div>
      <p id={helpId} className="field-note">
        {intl.formatMessage(m.makeTactileHelp)}
      </p>
    </Group>
  );
}

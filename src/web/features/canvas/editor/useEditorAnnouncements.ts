import { useCallback, useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Announcement, CanvasEditor } from '../../../../core/canvas/index.ts';
import { formatDescription, type FormatMessage } from '../../../../core/describe/index.ts';
import { announce } from '../../../ui/announcer.ts';

/** An announcement's text: each line formatted (its parts first), the lines joined with a space. */
export function announcementText(announcement: Announcement, intl: IntlShape): string {
  const format: FormatMessage = (ref) => intl.formatMessage(ref.message, ref.values);
  const joinList = (texts: readonly string[]) => intl.formatList(texts, { type: 'conjunction' });
  return announcement.lines.map((line) => formatDescription(line, format, joinList)).join(' ');
}

/**
 * Speaks what the editor says, through the app's one announcer. A refusal
 * (why nothing happened) is assertive; the cursor, changes and information
 * are polite, so a fast run of arrow keys is not a queue of interruptions.
 */
export function useEditorAnnouncements(editor: CanvasEditor): void {
  const intl = useIntl();
  const speak = useCallback(
    (announcement: Announcement) => {
      announce(announcementText(announcement, intl), announcement.kind === 'refusal' ? 'assertive' : 'polite');
    },
    [intl],
  );
  useEffect(() => editor.onAnnounce(speak), [editor, speak]);
}

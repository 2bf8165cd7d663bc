import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { findCanvasCommand } from '../commands/canvasCommands.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { ShortcutText } from '../../../commands/ShortcutText.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { pinGridMessages as m } from './messages.ts';
import { usePinGrid } from './usePinGrid.ts';

/** Which keys the help under the grid lists: all (Canvas), no shortcuts of the Canvas's scope (Easy canvas), or reading only (Easy tactile). */
export type PinGridHelp = 'full' | 'easy' | 'read';

interface Props {
  readonly editor: CanvasEditor;
  readonly help?: PinGridHelp;
  readonly className?: string;
}

/**
 * The pin grid: one focusable element (role application, so a screen reader
 * passes every key to it), named by the document and page, described by the
 * keys under it. The drawing (a canvas) is hidden from assistive technology:
 * what it shows is spoken by the editor's announcements as the cursor moves.
 */
export function PinGridView({ editor, help = 'full', className = '' }: Props) {
  const intl = useIntl();
  const { platform } = useCommands();
  const helpId = useId();
  const title = useEditorState(editor, (state) => state.document.title);
  const page = useEditorState(editor, (state) => state.pageIndex) + 1;
  const pages = useEditorState(editor, (state) => state.document.pages.length);
  const { viewportRef, canvasRef, viewportProps, canvasProps } = usePinGrid(editor, { readOnly: help === 'read' });
  // The describe keys as the registry declares them, so the help cannot disagree with the shortcuts.
  const key = (commandId: string) => {
    const binding = findCanvasCommand(commandId)?.shortcuts?.[0];
    return binding === undefined ? '' : <ShortcutText binding={binding} platform={platform} />;
  };
  const name = intl.formatMessage(m.name, { title: title.trim() || intl.formatMessage(m.untitled), page, pages });

  return (
    <div className={`pin-grid ${className}`}>
      <div
        ref={viewportRef}
        className="pin-grid-viewport"
        role="application"
        aria-roledescription={intl.formatMessage(m.roleDescription)}
        aria-label={name}
        aria-describedby={helpId}
        // An application is a widget of its own: it takes focus and every key. jsx-a11y does not count it as interactive.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        {...viewportProps}
      >
        <canvas ref={canvasRef} className="pin-grid-canvas" aria-hidden="true" {...canvasProps} />
      </div>
      <ul id={helpId} className="pin-grid-help" aria-label={intl.formatMessage(m.helpLabel)}>
        <li>{intl.formatMessage(m.helpMove, { mod: platform === 'mac' ? 'Cmd' : 'Ctrl' })}</li>
        {help === 'read' ? (
          <li>{intl.formatMessage(m.helpRead)}</li>
        ) : (
          <li>{intl.formatMessage(m.helpAct)}</li>
        )}
        {help === 'full' && (
          <>
            <li>{intl.formatMessage(m.helpDescribe, { whereAmI: key('canvas.whereAmI'), describe: key('canvas.describeCanvas'), row: key('canvas.describeRow'), column: key('canvas.describeColumn') })}</li>
            <li>{intl.formatMessage(m.helpTools)}</li>
          </>
        )}
      </ul>
    </div>
  );
}

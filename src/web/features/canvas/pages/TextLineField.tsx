import { useEffect, useRef, useState } from 'react';
import { Input, Label, Text, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { unicodeFromCells } from '../../../../core/braille/index.ts';
import { EMPTY_TEXT, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { translateToCells, translationFailure } from '../placement/brailleText.ts';
import { useBrailleSetting } from '../../../preferences/brailleSetting.ts';
import { placementMessages } from '../placement/messages.ts';
import { useCanvasTranslator } from '../placement/useCanvasTranslator.ts';
import { registerDraft } from './drafts.ts';
import { pagesMessages as m } from './messages.ts';

/**
 * The current page's braille text line (DTMS text, shown on the display's
 * text cells): print typed here is translated with the user's braille
 * setting when the field is left or Enter is pressed, and its braille is
 * shown read-only beneath. The 768 has no text line (spec §5): it says so.
 */
export function TextLineField({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const translator = useCanvasTranslator();
  const { table } = useBrailleSetting();
  const page = useEditorState(editor, (state) => state.document.pages[state.pageIndex]);
  const model = useEditorState(editor, (state) => state.document.model);
  const [draft, setDraft] = useState<{ readonly from: string; readonly pageId: string; readonly text: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The latest commit, for a save started from inside the field (drafts.ts).
  const latestCommit = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => registerDraft(editor, () => latestCommit.current()), [editor]);
  useEffect(() => {
    latestCommit.current = commit;
  });
  if (!page) return null;
  const text = draft && draft.from === page.text.plain && draft.pageId === page.id ? draft.text : page.text.plain;

  async function commit() {
    if (!page || text === page.text.plain) return;
    const pageId = page.id;
    setError(undefined);
    if (text.trim() === '') {
      editor.setPageText(EMPTY_TEXT);
      setDraft(undefined);
      return;
    }
    setBusy(true);
    try {
      const [cells = new Uint8Array(0)] = await translateToCells(translator, table.code, [text]);
      // Only if the user is still on the page the text was typed for.
      if (editor.page.id === pageId) editor.setPageText({ plain: text, cells });
      setDraft(undefined);
    } catch (failure) {
      const ref = translationFailure(failure);
      setError(intl.formatMessage(ref.message, ref.values));
    } finally {
      setBusy(false);
    }
  }

  const braille = busy ? intl.formatMessage(placementMessages.translating) : unicodeFromCells(page.text.cells);
  return (
    <>
      <TextField
        className="field"
        value={text}
        onChange={(next) => setDraft({ from: page.text.plain, pageId: page.id, text: next })}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
          // React Aria stops a key its onKeyDown saw unless told otherwise: Ctrl+S, Ctrl+K and the other app keys go on to the dispatcher.
          else event.continuePropagation();
        }}
        isInvalid={error !== undefined}
      >
        <Label className="field-label">{intl.formatMessage(m.textLine)}</Label>
        <Input className="input" lang={table.lang} />
        <Text slot="description" className="field-note">
          {intl.formatMessage(m.textLineHelp)}
        </Text>
      </TextField>
      {model === 768 && <p className="field-note">{intl.formatMessage(m.noTextLine768)}</p>}
      <TextField className="field" value={braille} isReadOnly>
        <Label className="field-label">{intl.formatMessage(m.textLineBraille)}</Label>
        <Input className="input braille-output" />
      </TextField>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

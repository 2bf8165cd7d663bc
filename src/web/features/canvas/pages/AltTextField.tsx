import { useEffect, useRef, useState } from 'react';
import { Button, FieldError, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_ALT_TEXT, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { registerDraft } from './drafts.ts';
import { registerAltTextField } from './focusAltText.ts';
import { pagesMessages as m } from './messages.ts';

/**
 * The current page's alternative text (required, spec §5): typed freely and
 * committed as one undoable step when the field is left. While it is empty
 * the field says it is needed. A picture's description can be taken over.
 */
export function AltTextField({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const page = useEditorState(editor, (state) => state.document.pages[state.pageIndex]);
  // Typing is a draft until the field is left; a draft belongs to the text and page it started from, so an undo or another page shows the editor's text.
  const [draft, setDraft] = useState<{ readonly from: string; readonly pageId: string; readonly text: string }>();
  const field = useRef<HTMLTextAreaElement>(null);
  // The draft to commit when a file action starts from inside the field (it is not left then).
  const commitDraft = useRef<() => void>(() => undefined);
  useEffect(() => registerAltTextField(editor, { focus: () => field.current?.focus() }), [editor]);
  useEffect(() => registerDraft(editor, () => commitDraft.current()), [editor]);
  const text = page && draft && draft.from === page.altText && draft.pageId === page.id ? draft.text : (page?.altText ?? '');
  useEffect(() => {
    commitDraft.current = () => {
      if (page === undefined || text === page.altText) return;
      editor.setAltText(text);
      setDraft(undefined);
    };
  });
  if (!page) return null;
  const empty = text.trim() === '';
  const description = page.image?.description.trim() ?? '';

  return (
    <>
      <TextField
        className="field"
        value={text}
        onChange={(next) => setDraft({ from: page.altText, pageId: page.id, text: next })}
        onBlur={() => {
          editor.setAltText(text);
          setDraft(undefined);
        }}
        isRequired
        isInvalid={empty}
        maxLength={MAX_ALT_TEXT}
      >
        <Label className="field-label">{intl.formatMessage(m.altText)}</Label>
        <TextArea ref={field} className="input input--multiline" rows={3} />
        <FieldError className="field-error">{intl.formatMessage(m.altTextRequired)}</FieldError>
      </TextField>
      {empty && description !== '' && (
        <Button className="button" onPress={() => editor.setAltText(description)}>
          {intl.formatMessage(m.useImageDescription)}
        </Button>
      )}
    </>
  );
}


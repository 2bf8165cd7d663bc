// Find (Ctrl+F) and find and replace (Ctrl+H): the match is selected in the
// text and its place said ("3 of 7"); closing the dialog leaves the caret on
// it. Spec §5 'Text to find must not be empty.'

import { useState } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Transforms } from 'slate';
import { ReactEditor, useSlateStatic } from 'slate-react';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { findRanges, nextMatchIndex, replaceAll, replaceSelected, type FindOptions } from '../editor/find.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { CheckedField } from './CheckedField.tsx';
import { dialogMessages as m } from './messages.ts';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkFindText } from './validation.ts';

interface Props {
  readonly ui: BookEditorUi;
  readonly replace: boolean;
  readonly onClose: () => void;
}

export function FindReplaceDialog({ ui, replace, onClose }: Props) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<FindOptions>({ matchCase: false, wholeWord: false });
  const [status, setStatus] = useState('');
  const { errors, refs, check, clear } = useFieldErrors(['query']);

  const report = (text: string) => {
    setStatus(text);
    ui.say(text);
  };

  const go = (direction: 'next' | 'previous') => {
    if (!check([['query', checkFindText(query)]])) return;
    const ranges = findRanges(editor, query, options);
    const index = nextMatchIndex(editor, ranges, direction);
    const range = ranges[index];
    if (range === undefined) {
      report(intl.formatMessage(em.noMatches));
      return;
    }
    Transforms.select(editor, range);
    try {
      ReactEditor.toDOMRange(editor, range).startContainer.parentElement?.scrollIntoView({ block: 'nearest' });
    } catch {
      // Not rendered (a test without layout): the selection is enough.
    }
    report(intl.formatMessage(em.findResult, { index: index + 1, count: ranges.length }));
  };

  const replaceOne = () => {
    if (!check([['query', checkFindText(query)]])) return;
    replaceSelected(editor, query, replacement, options);
    go('next');
  };

  const replaceEvery = () => {
    if (!check([['query', checkFindText(query)]])) return;
    const count = replaceAll(editor, query, replacement, options);
    report(count === 0 ? intl.formatMessage(em.noMatches) : intl.formatMessage(em.replacedCount, { count }));
  };

  return (
    <AppDialog title={intl.formatMessage(replace ? m.replaceTitle : m.findTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          go('next');
        }}
      >
        <CheckedField
          label={intl.formatMessage(m.findText)}
          value={query}
          onChange={(value) => {
            setQuery(value);
            clear('query');
          }}
          error={errors.query}
          inputRef={refs.query}
          autoFocus
        />
        {replace && <CheckedField label={intl.formatMessage(m.replaceText)} value={replacement} onChange={setReplacement} error={undefined} />}
        <Checkbox className="checkbox" isSelected={options.matchCase} onChange={(matchCase) => setOptions({ ...options, matchCase })}>
          {intl.formatMessage(m.matchCase)}
        </Checkbox>
        <Checkbox className="checkbox" isSelected={options.wholeWord} onChange={(wholeWord) => setOptions({ ...options, wholeWord })}>
          {intl.formatMessage(m.wholeWord)}
        </Checkbox>
        {/* Spoken through the announcer when it changes; shown here too. */}
        <p className="field-note">
          {status}
        </p>
        <div className="button-row">
          <Button type="submit" className="button button--primary">
            {intl.formatMessage(m.findNext)}
          </Button>
          <Button className="button" onPress={() => go('previous')}>
            {intl.formatMessage(m.findPrevious)}
          </Button>
          {replace && (
            <>
              <Button className="button" onPress={replaceOne}>
                {intl.formatMessage(m.replaceOne)}
              </Button>
              <Button className="button" onPress={replaceEvery}>
                {intl.formatMessage(m.replaceAll)}
              </Button>
            </>
          )}
        </div>
      </Form>
    </AppDialog>
  );
}

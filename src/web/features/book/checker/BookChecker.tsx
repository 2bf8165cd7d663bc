// The Book's checker panel: the document rules (core/a11ycheck) over the
// editor's blocks and the typed title, in the shared panel (ui/checker).
// Enter takes the editor to a problem's place; a quick fix is applied to the
// editor as one undoable step, or opens the editor's own dialog for it; what
// is ignored is kept in the document (BookDocument.ignoredChecks), so it is
// saved with it and holds after a reload.

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { checkDocument, knownIgnores, type Finding, type GuidedAction } from '../../../../core/a11ycheck/index.ts';
import type { BlockElement } from '../../../../core/book/model.ts';
import { announce } from '../../../ui/announcer.ts';
import { HostedCheckerPanel } from '../../../ui/checker/HostedCheckerPanel.tsx';
import { checkerMessages } from '../../../ui/checker/messages.ts';
import { useRuleName } from '../../../ui/checker/ruleNames.ts';
import { useChecker } from '../../../ui/checker/useChecker.ts';
import { useBookDocument } from '../document/BookDocumentContext.ts';
import { currentEditor, currentEditorUi, type BookDialog } from '../editor/currentEditor.ts';
import { bookCheckerRequests } from './bookCheckerRequests.ts';
import { goToFinding } from './goToFinding.ts';
import { applyFixSteps } from './slateFix.ts';
import { focusTitleField } from './titleField.ts';

/** The editor's dialog where a guided fix is made (the others go to the place, where the person makes it). */
const DIALOG_OF: Partial<Record<GuidedAction, BookDialog>> = {
  'image-description': 'imageProperties',
  link: 'link',
  color: 'color',
  'page-description': 'pageProperties',
};

export function BookChecker({ asked }: { readonly asked: number }) {
  const intl = useIntl();
  const doc = useBookDocument();
  const stored = doc.state.doc.ignoredChecks;
  const ignores = useMemo(() => knownIgnores(stored), [stored]);
  // A new value whenever the text or the title changes: the list follows them.
  const changed = useMemo(() => [doc.value, doc.title], [doc.value, doc.title]);
  const ruleName = useRuleName();

  const checker = useChecker({
    // The editor's own blocks when it is shown: a fix has changed them before the document hears of it.
    run: () => checkDocument({ ...doc.state.doc, blocks: (currentEditor()?.children as BlockElement[] | undefined) ?? doc.value }, { title: doc.title.trim() }),
    ignores,
    setIgnores: doc.setIgnoredChecks,
    changed,
    requested: asked,
    ruleName,
  });

  const go = (finding: Finding) => {
    const editor = currentEditor();
    if (!editor || !goToFinding(editor, finding)) announce(intl.formatMessage(checkerMessages.noPlace));
  };

  const fix = (finding: Finding) => {
    const editor = currentEditor();
    const ui = currentEditorUi();
    const { fix: found } = finding;
    if (!editor || !ui || !found) return;
    if (found.kind === 'auto') {
      applyFixSteps(editor, found.steps);
      checker.fixed();
      return;
    }
    if (found.action === 'title') {
      if (!focusTitleField()) go(finding);
      return;
    }
    go(finding);
    const dialog = DIALOG_OF[found.action];
    if (dialog) ui.openDialog(dialog);
  };

  return (
    <HostedCheckerPanel
      checker={checker}
      onGo={go}
      onFix={fix}
      onClose={() => {
        bookCheckerRequests.close();
        currentEditorUi()?.focusText();
      }}
      arrival={asked}
    />
  );
}

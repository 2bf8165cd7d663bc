// The Canvas's checker panel: the tactile rules (core/a11ycheck checkPages)
// over the document's pages, in the shared panel (ui/checker). Enter on a
// problem turns to its page and puts the keyboard cursor on the first pin of
// its area, in the grid; a quick fix's pins are one undoable edit; a page's
// missing description opens its alternative text field. What is ignored is
// kept in the document (CanvasDocument.ignoredChecks), saved in its file.

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { applyPageFix, checkPages, knownIgnores, type DocumentFixStep, type Finding, type PageFixStep } from '../../../../core/a11ycheck/index.ts';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { HostedCheckerPanel } from '../../../ui/checker/HostedCheckerPanel.tsx';
import { checkerMessages } from '../../../ui/checker/messages.ts';
import { useRuleName } from '../../../ui/checker/ruleNames.ts';
import { useChecker } from '../../../ui/checker/useChecker.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { focusAltTextOf } from '../pages/focusAltText.ts';
import { canvasCheckerRequests } from './canvasCheckerRequests.ts';
import { firstPinOf } from './goToPins.ts';

const isPinStep = (step: DocumentFixStep | PageFixStep): step is PageFixStep => step.op === 'pins';

interface Props {
  readonly editor: CanvasEditor;
  readonly asked: number;
  /** Puts the keyboard in the pin grid. */
  readonly focusGrid: () => void;
}

export function CanvasChecker({ editor, asked, focusGrid }: Props) {
  const intl = useIntl();
  const document = useEditorState(editor, (state) => state.document);
  const stored = document.ignoredChecks;
  const ignores = useMemo(() => knownIgnores(stored), [stored]);
  const ruleName = useRuleName();

  const checker = useChecker({
    run: () => checkPages(editor.getState().document.pages.map((page) => ({ grid: page.grid, altText: page.altText }))),
    ignores,
    setIgnores: (next) => editor.setIgnoredChecks(next),
    changed: document,
    requested: asked,
    ruleName,
  });

  const go = (finding: Finding) => {
    const { location } = finding;
    if (location.kind !== 'page' || location.page >= editor.getState().document.pages.length) {
      announce(intl.formatMessage(checkerMessages.noPlace));
      return;
    }
    if (editor.getState().pageIndex !== location.page) editor.goToPage(location.page);
    if (location.area) {
      const target = firstPinOf(editor.page.grid, location.area);
      const { cursor } = editor.getState();
      focusGrid();
      if (target.x !== cursor.x || target.y !== cursor.y) editor.moveCursor(target);
      else editor.whereAmI();
      return;
    }
    // A page as a whole (its description): its alternative text field, or else the grid.
    if (!focusAltTextOf(editor, location.page)) focusGrid();
  };

  const fix = (finding: Finding) => {
    const found = finding.fix;
    if (!found) return;
    if (found.kind === 'guided') {
      go(finding);
      return;
    }
    const grids = editor.getState().document.pages.map((page) => page.grid);
    editor.replaceGrids(applyPageFix(grids, found.steps.filter(isPinStep)), found.label.message);
    checker.fixed();
  };

  return (
    <HostedCheckerPanel
      checker={checker}
      onGo={go}
      onFix={fix}
      onClose={() => {
        canvasCheckerRequests.close();
        focusGrid();
      }}
      arrival={asked}
    />
  );
}

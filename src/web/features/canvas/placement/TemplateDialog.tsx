import { useState } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CanvasEditor, TemplateId } from '../../../../core/canvas/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { PinCanvas } from '../pages/PinCanvas.tsx';
import { TEMPLATE_CATALOGUE } from '../templates/catalogue.ts';
import { loadTemplate } from '../templates/loadTemplate.ts';
import { templateMessages } from '../templates/messages.ts';
import { useTemplatePreviews } from '../templates/useTemplatePreviews.ts';
import { placementMessages as m } from './messages.ts';
import { FormError, PlaceButtons, PlacingAt } from './PlacementParts.tsx';

interface Props {
  readonly editor: CanvasEditor;
  readonly at: Point;
  readonly easy: boolean;
  readonly onClose: () => void;
}

const ORIGIN = { x: 0, y: 0 };

/**
 * Template (spec §2): the shipped templates as cards in a grid list (arrows
 * move and choose across and down, type-ahead finds by name, Enter places),
 * each with a preview of its pins for the eye, its name, what it is and where
 * it will land: at the point, or over the whole page.
 */
export function TemplateDialog({ editor, at, easy, onClose }: Props) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<TemplateId>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const model = useEditorState(editor, (state) => state.document.model);
  const previews = useTemplatePreviews(model);

  async function place(id: TemplateId | undefined) {
    const entry = TEMPLATE_CATALOGUE.find((template) => template.id === id);
    if (!entry) return setError(intl.formatMessage(m.chooseTemplate));
    setBusy(true);
    try {
      const pins = await loadTemplate(entry.id, editor.getState().document.model);
      // The template's name is the step's name: "Undone: Star".
      editor.place(pins, entry.fullPage ? ORIGIN : at, entry.label);
      onClose();
    } catch {
      setError(intl.formatMessage(m.templateFailed));
    } finally {
      setBusy(false);
    }
  }

  const select = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    setChosen(key === undefined ? undefined : (String(key) as TemplateId));
    setError(undefined);
  };

  return (
    <AppDialog title={intl.formatMessage(m.templateTitle)} isOpen onOpenChange={(open) => !open && onClose()} className="modal--wide">
      <div className="dialog-body">
        <PlacingAt at={at} />
        <GridList
          aria-label={intl.formatMessage(m.templates)}
          className="template-picker"
          layout="grid"
          items={TEMPLATE_CATALOGUE}
          // The cards are drawn again as their previews arrive (React Aria keeps a card until a dependency changes).
          dependencies={[previews]}
          selectionMode="single"
          selectionBehavior="replace"
          // A template stays chosen (Place always has one), and Escape closes the dialog: it does not clear the choice.
          disallowEmptySelection
          escapeKeyBehavior="none"
          selectedKeys={chosen === undefined ? [] : [chosen]}
          onSelectionChange={select}
          onAction={(key) => void place(String(key) as TemplateId)}
          autoFocus="first"
        >
          {(entry) => {
            const name = intl.formatMessage(entry.label);
            const about = intl.formatMessage(entry.description);
            const placement = intl.formatMessage(entry.fullPage ? templateMessages.fullPage : templateMessages.atPoint);
            // The whole card is its name for assistive technology (React Aria labels the row with textValue); type-ahead still finds it by its first word.
            const row = intl.formatMessage(m.templateRow, { name, about, placement });
            const preview = previews.get(entry.id);
            return (
              <GridListItem id={entry.id} textValue={row} className="template-card">
                <span className="template-preview">{preview && <PinCanvas grid={preview} pixelsPerPin={2} className="template-preview-pins" />}</span>
                <span className="template-card-text">
                  <strong className="template-card-name">{name}</strong> <span>{about}</span> <span className="template-card-placement">{placement}</span>
                </span>
              </GridListItem>
            );
          }}
        </GridList>
        <FormError text={error} />
        <PlaceButtons onPlace={() => void place(chosen)} onCancel={onClose} busy={busy} easy={easy} />
      </div>
    </AppDialog>
  );
}

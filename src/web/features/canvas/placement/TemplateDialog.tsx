import { useState } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CanvasEditor, TemplateId } from '../../../../core/canvas/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TEMPLATE_CATALOGUE } from '../templates/catalogue.ts';
import { loadTemplate } from '../templates/loadTemplate.ts';
import { templateMessages } from '../templates/messages.ts';
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
 * Template (spec §2): the shipped templates in a grid list (arrows move and
 * choose, type-ahead finds by name, Enter places), each named and described,
 * with where it will land: at the point, or over the whole page.
 */
export function TemplateDialog({ editor, at, easy, onClose }: Props) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<TemplateId>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

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
          className="picker-list"
          items={TEMPLATE_CATALOGUE}
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
            // The whole row is its name for assistive technology (React Aria labels the row with textValue); type-ahead still finds it by its first word.
            const row = intl.formatMessage(m.templateRow, {
              name: intl.formatMessage(entry.label),
              about: intl.formatMessage(entry.description),
              placement: intl.formatMessage(entry.fullPage ? templateMessages.fullPage : templateMessages.atPoint),
            });
            return (
              <GridListItem id={entry.id} textValue={row} className="listbox-item">
                {row}
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

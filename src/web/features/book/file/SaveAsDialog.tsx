import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cleanItemName } from '../../../../core/drive/index.ts';
import { MAX_NAME_LENGTH } from '../../../../shared/api/driveAppPaths.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { folderPickerMessages as p } from '../../../ui/folderPicker/messages.ts';
import type { BookDriveApi } from '../api/bookDriveApi.ts';
import type { SaveFailure } from '../api/saveFailure.ts';
import { FolderChooser, useFolderListing, type FolderStep } from './FolderChooser.tsx';
import { bookFileMessages as m } from './messages.ts';

interface Props {
  readonly api: BookDriveApi;
  readonly initialName: string;
  /** Where the picker starts: the folders down to the document's (the root first). */
  readonly initialPath: readonly FolderStep[];
  /** Null when saved (the dialog closes), else why not. */
  readonly onSubmit: (name: string, path: readonly FolderStep[]) => Promise<SaveFailure | null>;
  readonly onClose: () => void;
}

/**
 * Save as: a name (spec §5's rules: \ / : * ? " < > | left out, empty saved
 * as 'Untitled') and a folder of my Cloud, chosen with the shared picker. A
 * refusal about the name is shown on the field with focus there; others in
 * the dialog.
 */
export function SaveAsDialog({ api, initialName, initialPath, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [path, setPath] = useState<readonly FolderStep[]>(initialPath);
  const [chosen, setChosen] = useState<FolderStep | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const here = path.at(-1);
  const listing = useFolderListing(api, here?.no ?? '');
  const targetPath = chosen ? [...path, chosen] : path;
  const target = targetPath.at(-1);

  const refuse = (text: string) => {
    setNameError(text);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(undefined);
    if ([...cleanItemName(name)].length > MAX_NAME_LENGTH) return refuse(intl.formatMessage(m.nameTooLong, { max: MAX_NAME_LENGTH }));
    setSaving(true);
    const failure = await onSubmit(name, targetPath);
    setSaving(false);
    if (failure === null || failure.kind === 'silent') return onClose();
    const reason = intl.formatMessage(failure.message, failure.values);
    if (failure.onName) return refuse(reason);
    setFormError(failure.message.id === m.saveFailed.id ? reason : intl.formatMessage(m.saveFailedBecause, { reason }));
  };

  return (
    <AppDialog title={intl.formatMessage(m.saveAs)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} className="modal--wide">
      <Form className="dialog-body" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <TextField
          className="field"
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
          isInvalid={nameError !== undefined}
          autoFocus
        >
          <Label className="field-label">{intl.formatMessage(m.fileName)}</Label>
          <Input ref={input} className="input" onFocus={(event) => event.currentTarget.select()} />
          <Text slot="description" className="field-note">
            {intl.formatMessage(m.fileNameNote)}
          </Text>
          <FieldError className="field-error">{nameError}</FieldError>
        </TextField>
        <p id={helpId} className="field-note">
          {intl.formatMessage(p.pickerHelp)}
        </p>
        <FolderChooser
          path={path}
          onPathChange={(next) => {
            setPath(next);
            setChosen(null);
          }}
          chosen={chosen}
          onChoose={setChosen}
          listing={listing}
          describedBy={helpId}
        />
        <p>{intl.formatMessage(m.saveTo, { folder: target?.name ?? '/' })}</p>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" className="button button--primary" isPending={saving}>
            {intl.formatMessage(saving ? m.saving : m.save)}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </Form>
    </AppDialog>
  );
}

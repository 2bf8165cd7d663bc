import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cleanItemName } from '../../../../core/drive/index.ts';
import { MAX_NAME_LENGTH, ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { shellMessages } from '../../../layouts/messages.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { CanvasDriveApi } from './canvasDriveApi.ts';
import { NAME_CODES, failureReason } from './driveFailure.ts';
import { FolderChooser, type FolderStep } from './FolderChooser.tsx';
import { fileMessages as m } from './messages.ts';
import { folderPickerMessages as p } from '../../../ui/folderPicker/messages.ts';
import { useDriveAnswer } from '../../../api/useDriveAnswer.ts';

interface Props {
  readonly api: CanvasDriveApi;
  readonly initialName: string;
  /** The folder the document is in (or was last saved to); ROOT for a new one. */
  readonly initialFolderNo: string;
  /** Null when saved (the dialog closes), else the failure to show. */
  readonly onSubmit: (name: string, folderNo: string) => Promise<ApiFailure | null>;
  readonly onClose: () => void;
}

/**
 * Save as (spec §5): a required name, and a folder of my Cloud chosen as in
 * the Cloud's own dialogs. The title rules are the server's and core's
 * (\ / : * ? " < > | stripped, empty → 'Untitled'). A name the folder already has, or one
 * too long, is shown on the field with focus kept there; other failures as
 * 'Failed to save file.' with the reason, in the dialog.
 */
export function SaveAsDialog({ api, initialName, initialFolderNo, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const root: FolderStep = { no: ROOT_GROUP_NO, name: intl.formatMessage(shellMessages.myFiles) };
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [chosenPath, setPath] = useState<readonly FolderStep[] | undefined>();
  const [chosen, setChosen] = useState<FolderStep | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();

  // Start where the document is: the path of its folder, read once.
  const startPath = useDriveAnswer(`path:${initialFolderNo}`, () =>
    initialFolderNo === ROOT_GROUP_NO ? Promise.resolve({ ok: true as const, status: 200, data: { items: [] } }) : api.folderPath(initialFolderNo),
  );
  const path =
    chosenPath ??
    [root, ...(startPath.data?.items ?? []).filter((step) => step.dtmGroupLevel > 1).map((step) => ({ no: step.dtmGroupNo, name: step.dtmGroupName }))];
  const target = chosen ?? path.at(-1) ?? root;

  const refuse = (text: string) => {
    setNameError(text);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(undefined);
    // Required (spec §5); a name of stripped characters only is saved as 'Untitled', as the title rules say.
    if (name.trim() === '') return refuse(intl.formatMessage(m.nameRequired));
    if ([...cleanItemName(name)].length > MAX_NAME_LENGTH) return refuse(intl.formatMessage(m.nameTooLong, { max: MAX_NAME_LENGTH }));
    setSaving(true);
    const failure = await onSubmit(name, target.no);
    setSaving(false);
    if (failure === null) return onClose();
    const why = failureReason(failure);
    if (why.kind === 'silent') return onClose();
    const reason = why.reason && intl.formatMessage(why.reason.message, why.reason.values);
    if (reason && why.code !== undefined && NAME_CODES.has(why.code)) return refuse(reason);
    setFormError(reason ? intl.formatMessage(m.saveFailedBecause, { reason }) : intl.formatMessage(m.saveFailed));
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
          isRequired
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
          api={api}
          path={path}
          onPathChange={(next) => {
            setPath(next);
            setChosen(null);
          }}
          chosen={chosen}
          onChoose={setChosen}
          describedBy={helpId}
        />
        <p>{intl.formatMessage(m.saveTo, { folder: target.name })}</p>
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

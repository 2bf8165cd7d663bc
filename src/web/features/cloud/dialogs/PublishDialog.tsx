import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LIBRARY_CATEGORIES, MAX_NAME_LENGTH, ROOT_GROUP_NO, type LibraryCategory } from '../../../../shared/api/driveAppPaths.ts';
import { cloudCommandMessages } from '../shell/messages.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { announce } from '../../../ui/announcer.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { categoryMessages, listMessages } from '../common/messages.ts';
import type { PublishPlace } from '../model/types.ts';
import { driveFailureMessage } from '../state/driveErrors.ts';
import { driveErrorMessages } from '../state/messages.ts';
import { useRefreshDrive } from '../state/queries.ts';
import { useDriveApi } from '../state/useDrive.ts';
import { FolderPicker, type FolderStep } from './FolderPicker.tsx';
import { PublishCheck, type CheckedDocument } from './PublishCheck.tsx';
import { dialogMessages as m } from './messages.ts';
import { folderPickerMessages } from '../../../ui/folderPicker/messages.ts';

const NO_DOCUMENTS: readonly CheckedDocument[] = [];

interface Props {
  /** The category of the file, when one file that is published already is chosen. */
  readonly initialCategory?: LibraryCategory | undefined;
  /** The Book documents among the files: checked for accessibility before they are published. */
  readonly bookDocuments?: readonly CheckedDocument[];
  /** Publishes; true when it worked (the dialog closes). */
  readonly onPublish: (place: PublishPlace) => Promise<boolean>;
  readonly onClose: () => void;
}

/**
 * Publishing (spec §4): a public folder of the public drive (chosen in a
 * list, or made here) and a library category. Publishing without a folder
 * says the spec's 'Please select a folder to publish'. Book documents are
 * checked for accessibility first (PublishCheck.tsx): a warning, not a refusal.
 */
export function PublishDialog({ initialCategory, bookDocuments = NO_DOCUMENTS, onPublish, onClose }: Props) {
  const intl = useIntl();
  const api = useDriveApi();
  const refresh = useRefreshDrive();
  const [path, setPath] = useState<readonly FolderStep[]>([{ no: ROOT_GROUP_NO, name: intl.formatMessage(m.publicDrive) }]);
  const [chosen, setChosen] = useState<FolderStep | null>(null);
  const [category, setCategory] = useState<LibraryCategory | null>(initialCategory ?? null);
  const [newName, setNewName] = useState('');
  const [problems, setProblems] = useState<{ folder?: string; category?: string; newFolder?: string }>({});
  const [sending, setSending] = useState(false);
  const here = path.at(-1);
  // The root of the public drive is no folder: a file is published into one.
  const target = chosen ?? (here && here.no !== ROOT_GROUP_NO ? here : null);
  // 'Please select a folder to publish' only while no folder is chosen: choosing one answers it.
  const folderProblem = target ? undefined : problems.folder;

  const createFolder = async () => {
    const name = newName.trim();
    if (name === '' || name.length > MAX_NAME_LENGTH) {
      const message = name === '' ? driveErrorMessages.nameRequired : driveErrorMessages.nameTooLong;
      return setProblems({ ...problems, newFolder: intl.formatMessage(message, { max: MAX_NAME_LENGTH }) });
    }
    const result = await api.createPublicFolder(name, here?.no ?? ROOT_GROUP_NO);
    if (!result.ok) {
      const message = driveFailureMessage(result);
      if (message) setProblems({ ...problems, newFolder: intl.formatMessage(message.message, message.values) });
      return;
    }
    await refresh();
    setNewName('');
    setChosen({ no: result.data.no, name: result.data.name });
    setProblems({});
    announce(intl.formatMessage(m.publicFolderCreated, { name: result.data.name }));
  };

  const publish = async () => {
    if (sending) return;
    const next = {
      ...(target ? {} : { folder: intl.formatMessage(driveErrorMessages.noPublishFolder) }),
      ...(category ? {} : { category: intl.formatMessage(driveErrorMessages.noCategory) }),
    };
    setProblems(next);
    if (!target || !category) {
      announce([next.folder, next.category].filter(Boolean).join(' '), 'assertive');
      return;
    }
    setSending(true);
    const done = await onPublish({ groupNo: target.no, category });
    setSending(false);
    if (done) onClose();
  };

  return (
    <AppDialog title={intl.formatMessage(cloudCommandMessages.publish)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} className="modal--wide">
      <div className="dialog-body">
        <PublishCheck documents={bookDocuments} />
        <section aria-labelledby="publish-folder-heading">
          <h3 id="publish-folder-heading">{intl.formatMessage(m.publicFolder)}</h3>
          <p id="publish-picker-help" className="field-note">
            {intl.formatMessage(folderPickerMessages.pickerHelp)}
          </p>
          {/* The public drive's root holds no publication: there it is not offered as a choice, so the list and the note below agree. */}
          <FolderPicker
            driverKind="D"
            path={path}
            onPathChange={setPath}
            chosen={chosen}
            onChoose={setChosen}
            describedBy="publish-picker-help publish-target"
            hereLabel={here?.no === ROOT_GROUP_NO ? intl.formatMessage(m.publicDriveRoot) : undefined}
          />
          <p id="publish-target" className={folderProblem ? 'field-error' : 'field-note'}>
            {folderProblem ?? (target ? intl.formatMessage(m.publishTo, { folder: target.name }) : intl.formatMessage(m.choosePublicFolder))}
          </p>
          {/* A form of its own: Enter in the name field makes the folder, as the button does. */}
          <Form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void createFolder();
            }}
          >
            <TextField className="field" value={newName} onChange={setNewName} isInvalid={problems.newFolder !== undefined}>
              <Label className="field-label">{intl.formatMessage(m.newPublicFolder)}</Label>
              <Input className="input" />
              <FieldError className="field-error">{problems.newFolder}</FieldError>
            </TextField>
            <Button type="submit" className="button">
              {intl.formatMessage(m.createPublicFolder)}
            </Button>
          </Form>
        </section>
        <SelectField
          label={intl.formatMessage(listMessages.category)}
          value={category}
          options={LIBRARY_CATEGORIES.map((code) => ({ id: code, name: intl.formatMessage(categoryMessages[code]) }))}
          onChange={(key) => {
            if (LIBRARY_CATEGORIES.includes(key as LibraryCategory)) setCategory(key as LibraryCategory);
          }}
          errorMessage={problems.category}
          placeholder={intl.formatMessage(m.chooseCategory)}
        />
        <div className="button-row">
          <Button className="button button--primary" isPending={sending} onPress={() => void publish()}>
            {intl.formatMessage(m.publishButton)}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(listMessages.cancel)}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}

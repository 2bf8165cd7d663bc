import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  canvasFileMessages,
  createDocument,
  fileErrorMessage,
  openCanvasFile,
  pageMessages,
  pagesMissingAltText,
  type CanvasDocument,
  type CanvasEditor,
  type DtmsLanguage,
} from '../../../../core/canvas/index.ts';
import { documentTitle } from '../../../../core/drive/index.ts';
import type { DeviceModel } from '../../../../core/pins/index.ts';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { registerSignOutGuard } from '../../../auth/signOutGuards.ts';
import { announce } from '../../../ui/announcer.ts';
import { useDialogFocusReturn } from '../../../ui/useDialogFocusReturn.ts';
import { postTactileLink } from '../../../platform/tactileLink.ts';
import { showToast } from '../../../ui/toasts.ts';
import type { DriveFile } from '../../cloud/index.ts';
import { createCanvasDriveApi } from './canvasDriveApi.ts';
import { failureReason } from './driveFailure.ts';
import { ExportDialog } from './ExportDialog.tsx';
import { CanvasFileContext, type CanvasFileActions } from './fileContext.ts';
import { LeaveGuard } from '../../../routes/LeaveGuard.tsx';
import { CloudFileError, loadCloudFile } from './loadCloudDocument.ts';
import { fileMessages as m } from './messages.ts';
import { pageAudioMessages } from '../../../ui/pageAudio/messages.ts';
import { MODEL_LABELS, NewDocumentDialog } from './NewDocumentDialog.tsx';
import { OpenDialog, type OpenOutcome } from './OpenDialog.tsx';
import { adoptAddresses, applyAudioSync, NO_SERVER_AUDIO, prepareAudioSync, type AudioSyncPlan, type ServerAudio } from './pageAudioSync.ts';
import { saveBodyOf } from './saveBody.ts';
import { SaveAsDialog } from './SaveAsDialog.tsx';
import { UnsavedChangesDialog, type UnsavedChoice } from '../../../ui/unsavedChanges/UnsavedChangesDialog.tsx';
import { commitDrafts } from '../pages/drafts.ts';
import { focusMissingAltText } from '../pages/focusAltText.ts';

export { useCanvasFile } from './fileContext.ts';
export type { CanvasFileActions, CanvasFileState } from './fileContext.ts';

/** DTMS `lang` and `lang_option` for documents that do not bring their own: the default braille setting (English, grade 2). */
export const DEFAULT_DTMS_LANGUAGE: DtmsLanguage = { lang: 'english', langOption: '2' };

/** The largest local file read in the browser: far above any DTMS of 100 pages (about 8 MB). */
export const MAX_LOCAL_FILE_BYTES = 16 * 1024 * 1024;

/** Where the document lives in the Cloud, and the braille language its file names. */
interface FileTarget {
  readonly dtmNo: string | null;
  readonly groupNo: string;
  readonly language: DtmsLanguage;
}

type Dialog =
  | { readonly kind: 'saveAs'; readonly done: (saved: boolean) => void }
  | { readonly kind: 'unsaved'; readonly done: (choice: UnsavedChoice) => void }
  | { readonly kind: 'new' }
  | { readonly kind: 'open' }
  | { readonly kind: 'export' };

interface Props {
  readonly editor: CanvasEditor;
  readonly children: ReactNode;
  /** DTMS language for new documents (the user's braille setting); English grade 2 unless given. */
  readonly language?: DtmsLanguage;
}

/**
 * The Canvas's files: save and save as to the Cloud (DTMS, from-dtms), open
 * from the Cloud or this computer, new, export, and the unsaved-changes
 * question before any of them drops work, before leaving the page and before
 * the tab closes. Pages' audio goes to the Cloud beside the file after each
 * save (pageAudioSync.ts). Opens the Cloud file named by `?dtmNo=` when mounted and
 * keeps that parameter naming the file shown. Everything is reported by
 * toast (spoken) or announcement; nothing moves focus but the dialogs.
 */
export function CanvasFileLayer({ editor, children, language: newLanguage = DEFAULT_DTMS_LANGUAGE }: Props) {
  const intl = useIntl();
  const client = useApi();
  const api = useMemo(() => createCanvasDriveApi(client), [client]);
  const editorState = useSyncExternalStore(editor.subscribe, editor.getState);
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialDtmNo] = useState(() => searchParams.get('dtmNo'));
  /** The Book picture this visit makes a tactile version of (`?picture=`): each Cloud save of it is linked back; another file opened or a new one forgets it. */
  const tactileFor = useRef(searchParams.get('picture'));
  const [file, setFileState] = useState<FileTarget>({ dtmNo: null, groupNo: ROOT_GROUP_NO, language: newLanguage });
  const fileRef = useRef(file);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const dialogRef = useRef<Dialog | null>(null);
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(initialDtmNo !== null);
  const busy = useRef(false);
  /** The page audio the Cloud holds for the file shown, by page number: what the next save compares against. */
  const serverAudio = useRef<ServerAudio>(NO_SERVER_AUDIO);
  /** Set while leaving for another page is being asked about: the address must not change then (see LeaveGuard). */
  const leaving = useRef(false);

  // A dialog opened from the File menu would give focus back to the menu's item, gone by then: back to the grid instead.
  const rememberFocus = useDialogFocusReturn(dialog !== null, () => document.querySelector<HTMLElement>('.pin-grid-viewport'));
  /** Shows one dialog (or none). A question replaced before it was answered counts as cancelled, so no save waits forever. */
  const openDialog = useCallback((next: Dialog | null) => {
    const previous = dialogRef.current;
    if (next !== null && previous === null) rememberFocus();
    dialogRef.current = next;
    setDialog(next);
    if (previous === next) return;
    if (previous?.kind === 'saveAs') previous.done(false);
    if (previous?.kind === 'unsaved') previous.done('cancel');
  }, [rememberFocus]);

  const setFile = useCallback(
    (next: FileTarget) => {
      fileRef.current = next;
      setFileState(next);
      // The address names the Cloud file shown, so a reload or a shared link opens it again.
      if (!leaving.current && searchParams.get('dtmNo') !== next.dtmNo) setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next.dtmNo === null) params.delete('dtmNo');
          else params.set('dtmNo', next.dtmNo);
          return params;
        },
        { replace: true },
      );
    },
    [searchParams, setSearchParams],
  );

  // ── Saving ───────────────────────────────────────────────────────────────

  /** After the document was saved: its pages' audio brought in line (one request after another), then the editor marked saved. */
  const finishSave = useCallback(
    async (sent: CanvasDocument, saved: DriveFile, plan: AudioSyncPlan) => {
      setFile({ dtmNo: saved.dtmNo, groupNo: saved.dtmGroupNo ?? ROOT_GROUP_NO, language: fileRef.current.language });
      const audio = await applyAudioSync(api, saved.dtmNo, plan);
      // The title as the drive stored it. An edit made while the save was on its way stays unsaved.
      if (editor.getState().document === sent) {
        const adopted = adoptAddresses(sent, audio);
        editor.markSaved({ ...adopted.document, title: saved.fileName });
        serverAudio.current = adopted.held;
      } else serverAudio.current = audio.held;
      showToast(intl.formatMessage(m.saved), 'success');
      // "Make tactile version": the Book's tab takes this file as the picture's tactile version.
      if (tactileFor.current !== null) postTactileLink({ picture: tactileFor.current, dtmNo: saved.dtmNo, name: saved.fileName });
      // The document is saved; the pages whose audio failed are named, and the next save tries them again.
      if (audio.failed.length > 0 && !audio.stopped) {
        const pages = intl.formatList(audio.failed.map((page) => intl.formatNumber(page)));
        showToast(intl.formatMessage(pageAudioMessages.audioSaveFailed, { count: audio.failed.length, pages }), 'error');
      }
    },
    [api, editor, intl, setFile],
  );

  const refuseMissingAltText = useCallback((): boolean => {
    const missing = pagesMissingAltText(editor.getState().document);
    if (missing.length === 0) return false;
    // The toast is spoken; then focus goes to the first such page's field, ready to type.
    showToast(intl.formatMessage(pageMessages.altTextMissing, { pages: intl.formatList(missing.map((page) => intl.formatNumber(page))) }), 'error');
    focusMissingAltText(editor);
    return true;
  }, [editor, intl]);

  const tellSaveFailure = useCallback(
    (failure: ApiFailure) => {
      const why = failureReason(failure);
      if (why.kind === 'silent') return;
      const reason = why.reason && intl.formatMessage(why.reason.message, why.reason.values);
      showToast(reason ? intl.formatMessage(m.saveFailedBecause, { reason }) : intl.formatMessage(m.saveFailed), 'error');
    },
    [intl],
  );

  /** Later saves: the same Cloud file, renamed to the title if that changed. */
  const resave = useCallback(
    async (dtmNo: string): Promise<boolean> => {
      const sent = editor.getState().document;
      setSaving(true);
      try {
        const audio = await prepareAudioSync(api, sent, serverAudio.current, dtmNo);
        const result = await api.saveFromDtms(dtmNo, saveBodyOf(sent, fileRef.current.language));
        if (!result.ok) {
          tellSaveFailure(result);
          return false;
        }
        await finishSave(sent, result.data, audio);
        return true;
      } finally {
        setSaving(false);
      }
    },
    [api, editor, finishSave, tellSaveFailure],
  );

  /** Save as, from its dialog: a new Cloud file; the failure goes back to the dialog to show. */
  const saveAsNew = useCallback(
    async (name: string, folderNo: string): Promise<ApiFailure | null> => {
      const sent = editor.getState().document;
      setSaving(true);
      try {
        // A new file holds no audio yet: every page's is sent.
        const audio = await prepareAudioSync(api, sent, serverAudio.current, null);
        const result = await api.createFromDtms(saveBodyOf(sent, fileRef.current.language, name), folderNo);
        if (!result.ok) return result;
        await finishSave(sent, result.data, audio);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [api, editor, finishSave],
  );

  /** Saves; true when the document was saved. The first save (or Save as) asks for a name and folder. */
  const saveFlow = useCallback(
    async (asNew: boolean): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      try {
        // Ctrl+S pressed while typing in a page field: what was typed is saved too.
        await commitDrafts(editor);
        if (refuseMissingAltText()) return false;
        const { dtmNo } = fileRef.current;
        if (asNew || dtmNo === null) return await new Promise<boolean>((done) => openDialog({ kind: 'saveAs', done }));
        return await resave(dtmNo);
      } finally {
        busy.current = false;
      }
    },
    [editor, openDialog, refuseMissingAltText, resave],
  );

  /** Before the document is replaced or left: true to go on (nothing to lose, saved, or dropped on purpose). */
  const confirmLeave = useCallback(async (): Promise<boolean> => {
    // Text being typed in a page field counts as a change (and is kept if the answer is Save).
    await commitDrafts(editor);
    if (!editor.getState().dirty) return true;
    const choice = await new Promise<UnsavedChoice>((done) => openDialog({ kind: 'unsaved', done }));
    if (choice === 'cancel') return false;
    return choice === 'discard' || (await saveFlow(false));
  }, [editor, openDialog, saveFlow]);

  // Signing out asks here first, while the session can still save (issue 17).
  // Going on releases the document: the sign-out's way home and the provider's
  // page must not ask again about what was just answered.
  const [released, setReleased] = useState(false);
  const releasedRef = useRef(false);
  useEffect(
    () =>
      registerSignOutGuard(async () => {
        const go = await confirmLeave();
        releasedRef.current = go;
        setReleased(go);
        return go;
      }),
    [confirmLeave],
  );

  const confirmLeavePage = useCallback(async (): Promise<boolean> => {
    leaving.current = true;
    try {
      return await confirmLeave();
    } finally {
      leaving.current = false;
    }
  }, [confirmLeave]);

  // ── Opening ──────────────────────────────────────────────────────────────

  const show = useCallback(
    (document: CanvasDocument, target: FileTarget, audio: ServerAudio = NO_SERVER_AUDIO) => {
      editor.load(document);
      setFile(target);
      serverAudio.current = audio;
      tactileFor.current = null;
      announce(intl.formatMessage(m.opened, { name: documentTitle(document.title), pages: document.pages.length }));
    },
    [editor, intl, setFile],
  );

  const openCloud = useCallback(
    async (dtmNo: string, name: string): Promise<OpenOutcome> => {
      setLoading(true);
      try {
        const opened = await loadCloudFile(api, dtmNo);
        show(opened.document, { dtmNo: opened.dtmNo, groupNo: opened.groupNo, language: opened.language }, opened.audio);
        return { kind: 'opened' };
      } catch (error) {
        if (!(error instanceof CloudFileError)) throw error;
        return error.messageRef ? { kind: 'failed', name, reason: error.messageRef } : { kind: 'silent' };
      } finally {
        setLoading(false);
      }
    },
    [api, show],
  );

  const openLocal = useCallback(
    async (local: File): Promise<OpenOutcome> => {
      if (local.size > MAX_LOCAL_FILE_BYTES) return { kind: 'failed', name: local.name, reason: { message: m.tooLarge } };
      try {
        const bytes = new Uint8Array(await local.arrayBuffer());
        const opened = openCanvasFile(local.name, bytes, { model: editor.getState().document.model });
        // A local file is not in the Cloud: its first save asks where to put it.
        show(opened.document, { dtmNo: null, groupNo: ROOT_GROUP_NO, language: opened.language ?? newLanguage });
        return { kind: 'opened' };
      } catch (error) {
        const reason = fileErrorMessage(error);
        if (reason === undefined) console.error('Opening a local file failed', error);
        return { kind: 'failed', name: local.name, reason: reason ?? { message: canvasFileMessages.unsupported } };
      }
    },
    [editor, newLanguage, show],
  );

  // ?dtmNo= on arrival (the Cloud's and the Library's "Open in Canvas"). Once: later changes are the layer's own.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || initialDtmNo === null) return;
    arrived.current = true;
    void openCloud(initialDtmNo, initialDtmNo).then((outcome) => {
      if (outcome.kind === 'failed') showToast(intl.formatMessage(m.openFailed, { file: outcome.name, reason: intl.formatMessage(outcome.reason.message, outcome.reason.values) }), 'error');
    });
  }, [initialDtmNo, intl, openCloud]);

  const createNew = (model: DeviceModel) => {
    openDialog(null);
    editor.load(createDocument(model));
    setFile({ dtmNo: null, groupNo: ROOT_GROUP_NO, language: newLanguage });
    tactileFor.current = null;
    serverAudio.current = NO_SERVER_AUDIO;
    announce(intl.formatMessage(m.created, { model: intl.formatMessage(MODEL_LABELS[model]) }));
  };

  // ── The actions ──────────────────────────────────────────────────────────

  const actions = useMemo<CanvasFileActions>(
    () => ({
      newDocument: () => void confirmLeave().then((go) => go && openDialog({ kind: 'new' })),
      open: () => void confirmLeave().then((go) => go && openDialog({ kind: 'open' })),
      save: () => void saveFlow(false),
      saveAs: () => void saveFlow(true),
      exportAs: () => {
        void commitDrafts(editor).then(() => openDialog({ kind: 'export' }));
      },
      state: { title: editorState.document.title, dtmNo: file.dtmNo === null ? null : Number(file.dtmNo), saving, loading },
    }),
    [confirmLeave, editor, openDialog, saveFlow, editorState.document.title, file.dtmNo, saving, loading],
  );

  const close = () => openDialog(null);
  return (
    <CanvasFileContext.Provider value={actions}>
      {children}
      <LeaveGuard dirty={editorState.dirty && !released} isDirty={() => !releasedRef.current && editor.getState().dirty} confirmLeave={confirmLeavePage} />
      {dialog?.kind === 'saveAs' && (
        <SaveAsDialog
          api={api}
          initialName={editorState.document.title}
          initialFolderNo={file.groupNo}
          onSubmit={async (name, folderNo) => {
            const failure = await saveAsNew(name, folderNo);
            if (failure === null) dialog.done(true);
            return failure;
          }}
          onClose={() => {
            dialog.done(false);
            close();
          }}
        />
      )}
      {dialog?.kind === 'unsaved' && (
        <UnsavedChangesDialog
          title={documentTitle(editorState.document.title)}
          onAnswer={(choice) => {
            // Answered first: closing would count as Cancel.
            dialog.done(choice);
            close();
          }}
        />
      )}
      {dialog?.kind === 'new' && <NewDocumentDialog initialModel={editorState.document.model} onCreate={createNew} onClose={close} />}
      {dialog?.kind === 'open' && (
        <OpenDialog api={api} onOpenCloud={(cloudFile) => openCloud(cloudFile.dtmNo, `${cloudFile.fileName}.${cloudFile.fileExtension}`)} onOpenLocal={openLocal} onClose={close} />
      )}
      {dialog?.kind === 'export' && <ExportDialog document={editorState.document} pageIndex={editorState.pageIndex} language={file.language} onClose={close} />}
    </CanvasFileContext.Provider>
  );
}

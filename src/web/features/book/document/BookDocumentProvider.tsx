import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { BlockElement, BookDocument, IgnoredChecks } from '../../../../core/book/model.ts';
import { documentTitle } from '../../../../core/drive/index.ts';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import type { ApiResult } from '../../../api/apiTypes.ts';
import { useSession } from '../../../auth/SessionContext.tsx';
import { announce } from '../../../ui/announcer.ts';
import { showToast } from '../../../ui/toasts.ts';
import { createBookDocumentApi, type BookDocumentApi } from '../api/bookDocumentApi.ts';
import { createBookDriveApi, type BookDriveApi } from '../api/bookDriveApi.ts';
import type { BrailleFormat } from '../api/bookPaths.ts';
import { downloadBraille, downloadHtml as downloadHtmlFile } from '../api/downloadBraille.ts';
import { useDownloadDeps } from '../../../session/useDownloadDeps.ts';
import { failureMessage } from '../api/failureMessage.ts';
import { saveFailure, type SaveFailure } from '../api/saveFailure.ts';
import { browserDraftStore, draftKey, type Draft, type DraftStore } from '../file/draftStore.ts';
import type { FolderStep } from '../file/FolderChooser.tsx';
import { LeaveGuard } from '../../../routes/LeaveGuard.tsx';
import { bookFileMessages as m } from '../file/messages.ts';
import { OpenDialog } from '../file/OpenDialog.tsx';
import { RestoreDraftDialog } from '../file/RestoreDraftDialog.tsx';
import { SaveAsDialog } from '../file/SaveAsDialog.tsx';
import { UnsavedChangesDialog, type UnsavedChoice } from '../../../ui/unsavedChanges/UnsavedChangesDialog.tsx';
import { useLocalDraft } from '../file/useLocalDraft.ts';
import type { BookPagesApi } from '../pages/bookPagesApi.ts';
import { usePageProperties } from '../pages/usePageProperties.ts';
import { askDaisyExport } from '../daisy/daisyExportRequest.ts';
import { readerHref } from '../reader/readerHrefs.ts';
import type { BookCodec } from './bookCodec.ts';
import { BookDocumentContext, type BookDocumentValue } from './BookDocumentContext.ts';
import { setBookDocumentTarget } from './bookDocumentTarget.ts';
import { coreCodec } from './coreCodec.ts';
import { CHANGE_DEBOUNCE_MS, documentReducer, isDirty, newDocumentState, type Author } from './documentState.ts';

/** Spec §3's autosave timer. Autosave itself only clears its flag (§4), so the pace hardly matters. */
export const AUTOSAVE_INTERVAL_MS = 60_000;

const ROOT_STEP: FolderStep = { no: ROOT_GROUP_NO, name: '/' };

type Dialog =
  | { readonly kind: 'unsaved'; readonly resolve: (choice: UnsavedChoice) => void }
  | { readonly kind: 'saveAs'; readonly resolve: (saved: boolean) => void }
  | { readonly kind: 'open' };

/** What the provider uses; tests give fakes, the app the real ones. */
export interface BookDocumentDeps {
  readonly codec?: BookCodec;
  readonly api?: BookDocumentApi;
  readonly driveApi?: BookDriveApi;
  readonly pagesApi?: BookPagesApi;
  readonly drafts?: DraftStore;
  readonly downloads?: {
    html(dtmNo: string, name: string): Promise<ApiResult<string>>;
    braille(dtmNo: string, name: string, format: BrailleFormat): Promise<ApiResult<string>>;
  };
}

function useDefaultDownloads(): NonNullable<BookDocumentDeps['downloads']> {
  const deps = useDownloadDeps();
  return useMemo(
    () => ({
      html: (dtmNo, name) => downloadHtmlFile(deps, { dtmNo, name }),
      braille: (dtmNo, name, format) => downloadBraille(deps, { dtmNo, name }, format),
    }),
    [deps],
  );
}

/**
 * The Book's document: its state (documentState.ts), the drive calls of its
 * life (open, save, save as), the dialogs they need (Open, Save as, the
 * unsaved-changes question, the draft offer), the leave guard, the local
 * draft, and the commands' target. BookPage renders the editor inside it
 * and reads it with useBookDocument(). `?dtmNo=` opens that document.
 */
export function BookDocumentProvider({ children, ...deps }: BookDocumentDeps & { readonly children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const client = useApi();
  const codec = deps.codec ?? coreCodec;
  const api = useMemo(() => deps.api ?? createBookDocumentApi(client), [deps.api, client]);
  const driveApi = useMemo(() => deps.driveApi ?? createBookDriveApi(client), [deps.driveApi, client]);
  const [drafts] = useState(() => deps.drafts ?? browserDraftStore());
  const defaultDownloads = useDefaultDownloads();
  const downloads = deps.downloads ?? defaultDownloads;
  const author: Author = useMemo(() => ({ userNo: session?.userNo ?? '', creator: session?.name ?? '' }), [session?.userNo, session?.name]);

  const pages = usePageProperties(deps.pagesApi);
  const reduce = useMemo(() => documentReducer(codec), [codec]);
  const [state, dispatch] = useReducer(reduce, undefined, () => newDocumentState(codec, author));
  const stateRef = useRef(state);
  // Callbacks read the latest state (a save started from a dialog, the leave guard's question).
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const [generation, setGeneration] = useState(0);
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [folderPath, setFolderPath] = useState<readonly FolderStep[]>([ROOT_STEP]);
  const replaced = () => setGeneration((n) => n + 1);
  const busy = loading || state.saving;
  // The pages' properties are not in the HTML: a change to them is an unsaved change too.
  const dirty = isDirty(state) || pages.changed;
  const hasChanges = useCallback(() => isDirty(stateRef.current) || pages.hasChanges(), [pages]);
  // The page and counts follow the typing 300 ms after it stops (documentState.ts, `measured`).
  useEffect(() => {
    if (state.measured) return;
    const timer = setTimeout(() => dispatch({ type: 'measure' }), CHANGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const shownTitle = state.title.trim() || intl.formatMessage(m.untitled);

  const setDtmNoParam = useCallback(
    (dtmNo: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (dtmNo === null) next.delete('dtmNo');
          else next.set('dtmNo', dtmNo);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** One save to the drive: PUT over `dtmNo`, or a new document (POST) in the folder. */
  const saveTo = useCallback(
    async (dtmNo: string | null, typedTitle: string, path: readonly FolderStep[], as: 'save' | 'saveAs'): Promise<SaveFailure | null> => {
      const current = stateRef.current;
      if (typedTitle !== current.title) dispatch({ type: 'retitled', title: typedTitle });
      dispatch({ type: 'saveStarted' });
      const name = documentTitle(typedTitle);
      const groupNo = path.at(-1)?.no ?? ROOT_GROUP_NO;
      const fields = { html: codec.toHtml(current.doc, name), name, groupNo, userNo: author.userNo, creator: author.creator };
      // The pages' audio is read before the save (pagesSync.ts); the drive is brought in line after it.
      const afterSave = await pages.beforeSave(current.doc.blocks, dtmNo);
      const result = dtmNo === null ? await api.create(fields) : await api.update(dtmNo, fields);
      if (!result.ok) {
        dispatch({ type: 'saveFailed' });
        return saveFailure(result);
      }
      const saved = result.data;
      const savedNo = saved.dtmNo || dtmNo || '';
      dispatch({
        type: 'saved',
        as,
        sentDoc: current.doc,
        sentTitle: typedTitle,
        dtmNo: savedNo,
        dtmGroupNo: saved.dtmGroupNo || groupNo,
        dtmName: saved.dtmName || name,
        filePath: path.map((step) => step.name).join('/') || '/',
      });
      // The draft was kept under the document's old key ('new', or the original of a Save as): what it held is saved now.
      if (savedNo !== current.dtmNo) void drafts.remove(draftKey(author.userNo, current.dtmNo));
      setFolderPath(path);
      setDtmNoParam(savedNo);
      showToast(intl.formatMessage(m.saved), 'success');
      // The document stays saved whatever happens to its pages' properties: a failure is named in its own toast.
      await afterSave(savedNo);
      return null;
    },
    [api, author, codec, drafts, intl, pages, setDtmNoParam],
  );

  const requestSaveAs = useCallback(() => new Promise<boolean>((resolve) => setDialog({ kind: 'saveAs', resolve })), []);

  const save = useCallback(async (): Promise<boolean> => {
    const current = stateRef.current;
    if (current.saving) return false;
    if (current.dtmNo === null) return requestSaveAs();
    const failure = await saveTo(current.dtmNo, current.title, folderPath, 'save');
    if (failure === null) return true;
    if (failure.kind === 'reason') {
      const reason = intl.formatMessage(failure.message, failure.values);
      showToast(failure.message.id === m.saveFailed.id ? reason : intl.formatMessage(m.saveFailedBecause, { reason }), 'error');
    }
    return false;
  }, [folderPath, intl, requestSaveAs, saveTo]);

  const confirmDiscard = useCallback(async (): Promise<boolean> => {
    if (!hasChanges()) return true;
    const choice = await new Promise<UnsavedChoice>((resolve) => setDialog({ kind: 'unsaved', resolve }));
    if (choice === 'cancel') return false;
    if (choice === 'discard') return true;
    return save();
  }, [hasChanges, save]);

  const openDocument = useCallback(
    async (dtmNo: string, path?: readonly FolderStep[]) => {
      setLoading(true);
      const result = await api.load(dtmNo);
      setLoading(false);
      if (!result.ok) {
        const reason = failureMessage(result, { notFound: m.fileNotFound, fallback: m.loadFailed });
        if (reason) showToast(intl.formatMessage(m.openFailed, { reason: intl.formatMessage(reason) }), 'error');
        return;
      }
      let doc: BookDocument;
      try {
        doc = codec.fromHtml(result.data.contents);
      } catch (error) {
        console.error('A stored Book document could not be read', error);
        showToast(intl.formatMessage(m.openFailed, { reason: intl.formatMessage(m.loadFailed) }), 'error');
        return;
      }
      dispatch({ type: 'opened', author, dtmNo, dtmName: result.data.dtmName, doc, ...(path ? { filePath: path.map((step) => step.name).join('/') } : {}) });
      void pages.load(dtmNo, doc.blocks);
      if (path) setFolderPath(path);
      replaced();
      setDtmNoParam(dtmNo);
      announce(intl.formatMessage(m.opened, { name: result.data.dtmName }));
    },
    [api, author, codec, intl, pages, setDtmNoParam],
  );

  // `?dtmNo=` (from the Cloud, the reader's Edit, a reload) opens that document.
  const wanted = params.get('dtmNo')?.trim() ?? '';
  useEffect(() => {
    if (wanted !== '' && wanted !== stateRef.current.dtmNo) void openDocument(wanted);
    // Only a new address asks: an open or a save that sets it has already done its work.
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps

  const newDocument = useCallback(async () => {
    if (!(await confirmDiscard())) return;
    dispatch({ type: 'new', author });
    pages.reset();
    replaced();
    setDtmNoParam(null);
    announce(intl.formatMessage(m.newCreated));
  }, [author, confirmDiscard, intl, pages, setDtmNoParam]);

  const open = useCallback(() => setDialog({ kind: 'open' }), []);

  const savedFirst = useCallback(async (): Promise<string | null> => {
    const current = stateRef.current;
    if (current.dtmNo !== null && !hasChanges()) return current.dtmNo;
    return (await save()) ? stateRef.current.dtmNo : null;
  }, [hasChanges, save]);

  const download = useCallback(
    async (get: (dtmNo: string, name: string) => Promise<ApiResult<string>>) => {
      const dtmNo = await savedFirst();
      if (dtmNo === null) return;
      const result = await get(dtmNo, documentTitle(stateRef.current.title));
      if (result.ok) showToast(intl.formatMessage(m.downloaded, { name: result.data }), 'success');
      else if (result.sessionProblem === undefined) showToast(intl.formatMessage(m.downloadFailed), 'error');
    },
    [intl, savedFirst],
  );
  const downloadHtml = useCallback(() => download(downloads.html), [download, downloads]);
  const downloadBrailleAs = useCallback(
    (format: BrailleFormat = 'brf') => download((dtmNo, name) => downloads.braille(dtmNo, name, format)),
    [download, downloads],
  );
  const openInReader = useCallback(async () => {
    const dtmNo = await savedFirst();
    if (dtmNo !== null) void navigate(readerHref(dtmNo));
  }, [navigate, savedFirst]);
  // As the downloads: unsaved changes are saved first, so the book is made of what is on the screen.
  const exportDaisy = useCallback(async () => {
    const dtmNo = await savedFirst();
    if (dtmNo !== null) askDaisyExport({ dtmNo, title: documentTitle(stateRef.current.title) });
  }, [savedFirst]);

  // Spec §3/§4: the autosave timer; it only clears the flag.
  useEffect(() => {
    const timer = setInterval(() => dispatch({ type: 'autosaveTick' }), AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  const onRestore = useCallback(
    (draft: Draft) => {
      // The draft's blocks are new objects: each page number keeps its properties.
      pages.rekey(stateRef.current.doc.blocks, draft.blocks);
      dispatch({ type: 'restored', title: draft.title, blocks: draft.blocks });
      replaced();
      announce(intl.formatMessage(m.restored));
    },
    [intl, pages],
  );
  const offer = useLocalDraft({ store: drafts, codec, state, onRestore, ready: !loading && (wanted === '' || wanted === state.dtmNo) });

  const setValue = useCallback((value: BlockElement[]) => dispatch({ type: 'edited', blocks: value }), []);
  const setTitle = useCallback((title: string) => dispatch({ type: 'retitled', title }), []);
  const setIgnoredChecks = useCallback((ignores: IgnoredChecks) => dispatch({ type: 'ignoresChanged', ignores }), []);
  const saveAs = useCallback(() => requestSaveAs(), [requestSaveAs]);

  useEffect(
    () =>
      setBookDocumentTarget({
        newDocument: () => void newDocument(),
        open,
        save: () => void save(),
        saveAs: () => void saveAs(),
        downloadHtml: () => void downloadHtml(),
        downloadBraille: () => void downloadBrailleAs('brf'),
        openInReader: () => void openInReader(),
        exportDaisy: () => void exportDaisy(),
        busy,
        saved: state.dtmNo !== null,
      }),
    [newDocument, open, save, saveAs, downloadHtml, downloadBrailleAs, openInReader, exportDaisy, busy, state.dtmNo],
  );

  const value: BookDocumentValue = {
    state,
    value: state.doc.blocks,
    title: state.title,
    documentKey: `${state.dtmNo ?? 'new'}:${generation}`,
    dirty,
    loading,
    busy,
    setValue,
    setTitle,
    setIgnoredChecks,
    newDocument,
    open,
    openDocument: (dtmNo) => openDocument(dtmNo),
    save,
    saveAs,
    downloadHtml,
    downloadBraille: downloadBrailleAs,
    openInReader,
    confirmDiscard,
    pageProperties: (pageNo) => pages.get(state.doc.blocks, pageNo),
    setPageProperties: (pageNo, properties) => pages.set(stateRef.current.doc.blocks, pageNo, properties),
  };

  const closeDialog = () => setDialog(null);
  return (
    <BookDocumentContext.Provider value={value}>
      {children}
      <LeaveGuard dirty={dirty} isDirty={hasChanges} confirmLeave={confirmDiscard} />
      {dialog?.kind === 'unsaved' && (
        <UnsavedChangesDialog
          title={shownTitle}
          onAnswer={(choice) => {
            closeDialog();
            dialog.resolve(choice);
          }}
        />
      )}
      {dialog?.kind === 'saveAs' && (
        <SaveAsDialogFor
          api={driveApi}
          initialName={state.title}
          initialPath={folderPath}
          saveTo={saveTo}
          onDone={(saved) => {
            closeDialog();
            dialog.resolve(saved);
          }}
        />
      )}
      {dialog?.kind === 'open' && (
        <OpenDialog
          api={driveApi}
          initialPath={folderPath}
          onClose={closeDialog}
          onOpen={(dtmNo, path) => {
            void confirmDiscard().then((go) => {
              if (go) void openDocument(dtmNo, path);
            });
          }}
        />
      )}
      {offer && dialog === null && <RestoreDraftDialog savedAt={offer.draft.savedAt} onRestore={offer.restore} onDiscard={offer.discard} />}
    </BookDocumentContext.Provider>
  );
}

/** Save as, telling once whether it saved (closing without saving is "not saved"). */
function SaveAsDialogFor(props: {
  readonly api: BookDriveApi;
  readonly initialName: string;
  readonly initialPath: readonly FolderStep[];
  readonly saveTo: (dtmNo: null, title: string, path: readonly FolderStep[], as: 'saveAs') => Promise<SaveFailure | null>;
  readonly onDone: (saved: boolean) => void;
}) {
  const saved = useRef(false);
  return (
    <SaveAsDialog
      api={props.api}
      initialName={props.initialName}
      initialPath={props.initialPath}
      onSubmit={async (name, path) => {
        const failure = await props.saveTo(null, name, path, 'saveAs');
        if (failure === null) saved.current = true;
        return failure;
      }}
      onClose={() => props.onDone(saved.current)}
    />
  );
}

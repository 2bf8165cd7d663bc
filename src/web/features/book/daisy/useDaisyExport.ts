import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext.tsx';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { showToast } from '../../../ui/toasts.ts';
import { daisyStatus, downloadDaisy, startDaisy, type DaisyRequest, type DaisyState } from '../api/daisyApi.ts';
import type { DownloadDeps } from '../../../api/downloadAttachment.ts';
import { useDownloadDeps } from '../../../session/useDownloadDeps.ts';
import { bookFileMessages as fm } from '../file/messages.ts';
import { daisyFailureMessage, daisyRefusalMessage } from './failureMessages.ts';
import { followDaisyBook } from './followDaisyBook.ts';
import { listenHref } from './listenHref.ts';
import { daisyMessages as m } from './messages.ts';

/** The document a book is made of: its number and its title (the toasts name it; the ZIP's fallback name). */
export interface DaisyDocument {
  readonly dtmNo: string;
  readonly title: string;
}

export interface DaisyExport {
  /** POST /doc/daisy-convert, then follows the job to its toast. False when the server refused (its reason toasted). */
  start(doc: DaisyDocument, request: DaisyRequest): Promise<boolean>;
  /** GET /doc/daisy: the ZIP saved, or why not, toasted. */
  download(doc: DaisyDocument): Promise<void>;
}

export interface DaisyExportDeps {
  readonly client: ApiClient;
  readonly downloads: DownloadDeps;
  readonly intl: IntlShape;
  readonly navigate: (href: string) => void;
  /** Tests: no wait for a hidden tab. */
  readonly isVisible?: () => boolean;
}

/** The export's actions, outside React: the toasts' buttons keep working after the page that started them is gone. */
export function createDaisyExport({ client, downloads, intl, navigate, isVisible }: DaisyExportDeps): DaisyExport {
  const download = async (doc: DaisyDocument) => {
    const result = await downloadDaisy(downloads, { dtmNo: doc.dtmNo, name: doc.title });
    switch (result.kind) {
      case 'saved':
        return showToast(intl.formatMessage(fm.downloaded, { name: result.name }), 'success');
      case 'pending':
        return showToast(intl.formatMessage(m.notReady), 'info');
      case 'none':
        return showToast(intl.formatMessage(m.noBook), 'error');
      case 'failed':
        return showToast(intl.formatMessage(m.failedToast, { title: doc.title, reason: intl.formatMessage(daisyFailureMessage(result.code)) }), 'error');
      case 'error':
        if (result.failure.sessionProblem === undefined) showToast(intl.formatMessage(fm.downloadFailed), 'error');
    }
  };
  const finished = (doc: DaisyDocument, state: DaisyState) => {
    if (state.status === 'FAILED') {
      showToast(intl.formatMessage(m.failedToast, { title: doc.title, reason: intl.formatMessage(daisyFailureMessage(state.errorCode)) }), 'error');
      return;
    }
    showToast(intl.formatMessage(m.ready, { title: doc.title }), 'success', [
      { label: intl.formatMessage(m.download), onAction: () => void download(doc) },
      { label: intl.formatMessage(m.listen), onAction: () => navigate(listenHref(doc.dtmNo)) },
    ]);
  };
  const start = async (doc: DaisyDocument, request: DaisyRequest) => {
    const result = await startDaisy(client, doc.dtmNo, request);
    if (!result.ok) {
      const reason = daisyRefusalMessage(result);
      if (reason) showToast(intl.formatMessage(m.startFailed, { reason: intl.formatMessage(reason) }), 'error');
      return false;
    }
    // The toast is heard through the announcer as well (toasts.ts): one event, said once.
    showToast(intl.formatMessage(m.making, { title: doc.title }), 'info');
    followDaisyBook(doc.dtmNo, {
      status: (dtmNo) => daisyStatus(client, dtmNo),
      onFinished: (state) => finished(doc, state),
      onGaveUp: () => showToast(intl.formatMessage(m.stillMaking, { title: doc.title }), 'info'),
      isVisible: isVisible ?? (() => document.visibilityState === 'visible'),
    });
    return true;
  };
  return { start, download };
}

/** The export's actions with the app's API client, sign-in, language and router. */
export function useDaisyExport(): DaisyExport {
  const client = useApi();
  const downloads = useDownloadDeps();
  const intl = useIntl();
  const navigate = useNavigate();
  const go = useCallback((href: string) => void navigate(href), [navigate]);
  return useMemo(() => createDaisyExport({ client, downloads, intl, navigate: go }), [client, downloads, intl, go]);
}

import { useCallback, useEffect, useState } from 'react';
import type { BookDocument } from '../../../../core/book/model.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { BookDocumentApi } from '../api/bookDocumentApi.ts';
import { failureMessage } from '../api/failureMessage.ts';
import type { BookCodec } from '../document/bookCodec.ts';
import { readerMessages as m } from './messages.ts';

export interface ReadDocument {
  readonly dtmNo: string;
  readonly name: string;
  readonly creator: string;
  readonly doc: BookDocument;
  readonly characterCount: number;
  readonly wordCount: number;
  readonly pageCount: number;
}

export type StoredOutcome =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly document: ReadDocument }
  /** `reason` undefined: the session ended and its alert has spoken. */
  | { readonly kind: 'failed'; readonly reason: Message | undefined };

/** GET /doc/html, read into the model; again on retry or another dtmNo. An answer for an older request is dropped. */
export function useStoredDocument(api: BookDocumentApi, codec: BookCodec, dtmNo: string): StoredOutcome & { readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${dtmNo}`;
  const [answer, setAnswer] = useState<{ readonly key: string; readonly outcome: StoredOutcome }>();
  useEffect(() => {
    let live = true;
    void api.load(dtmNo).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setAnswer({ key, outcome: { kind: 'failed', reason: failureMessage(result, { notFound: m.fileNotFound, fallback: m.loadFailed }) } });
        return;
      }
      let doc: BookDocument;
      try {
        doc = codec.fromHtml(result.data.contents);
      } catch (error) {
        console.error('A stored Book document could not be read', error);
        setAnswer({ key, outcome: { kind: 'failed', reason: m.loadFailed } });
        return;
      }
      const { characterCount, wordCount } = codec.stats(doc);
      const document = { dtmNo, name: result.data.dtmName, creator: result.data.creator, doc, characterCount, wordCount, pageCount: codec.pages(doc.blocks) };
      setAnswer({ key, outcome: { kind: 'ready', document } });
    });
    return () => {
      live = false;
    };
  }, [api, codec, dtmNo, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const outcome: StoredOutcome = answer?.key === key ? answer.outcome : { kind: 'loading' };
  return { ...outcome, retry };
}

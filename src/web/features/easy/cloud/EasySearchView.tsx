import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Input, Label, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Message } from '../../../../core/messages/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { isFolder, type DriveFile } from '../../cloud/index.ts';
import { LoadFailed } from '../../cloud/index.ts';
import { listMessages } from '../../cloud/index.ts';
import { useFileList } from '../../cloud/index.ts';
import { EasyFileItem } from './EasyFileItem.tsx';
import { easyCloudMessages as m } from './messages.ts';
import { useEasyDownload } from './useEasyDownload.ts';
import '../../../styles/cloud.css';

function Results({ heading, id, words, scope }: { readonly heading: Message; readonly id: string; readonly words: string; readonly scope: 'MINE' | 'LIBRARY' }) {
  const intl = useIntl();
  const download = useEasyDownload();
  const listing = useFileList({ scope, search: words, sort: scope === 'LIBRARY' ? 'MOST_VIEWED' : 'LATEST', pageNo: 1 });
  const files = (listing.data?.items ?? []).filter((item): item is DriveFile => !isFolder(item));
  return (
    <section className="easy-results" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(heading, { count: listing.data?.totalCount ?? 0 })}</h2>
      {listing.isError ? (
        <LoadFailed onRetry={() => void listing.refetch()} />
      ) : listing.isPending ? (
        <p role="status">{intl.formatMessage(listMessages.loading)}</p>
      ) : files.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(listMessages.noSearchResult)}</p>
      ) : (
        <ul className="easy-files">
          {files.map((file) => (
            <EasyFileItem key={file.fileKey} file={file} onDownload={download} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Easy search: one field, over my files and the library; the results as two simple lists. */
export default function EasySearchView() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [words, setWords] = useState('');
  const searching = { enabled: words !== '' };
  const mine = useFileList({ scope: 'MINE', search: words, sort: 'LATEST', pageNo: 1 }, searching);
  const library = useFileList({ scope: 'LIBRARY', search: words, sort: 'MOST_VIEWED', pageNo: 1 }, searching);
  const said = useRef('');

  useEffect(() => {
    if (!words || said.current === words || !mine.isSuccess || !library.isSuccess || mine.isPlaceholderData || library.isPlaceholderData) return;
    said.current = words;
    announce(intl.formatMessage(m.found, { mine: mine.data.totalCount, library: library.data.totalCount }));
  }, [words, mine, library, intl]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    said.current = '';
    setWords(text.trim());
  };

  return (
    <div className="easy-search">
      <Form className="easy-search-form" role="search" onSubmit={submit}>
        <SearchField className="field easy-search-field" value={text} onChange={setText}>
          <Label className="field-label">{intl.formatMessage(m.searchWords)}</Label>
          <Input className="input input--large" />
        </SearchField>
        <Button type="submit" className="button button--large button--primary">
          {intl.formatMessage(m.searchButton)}
        </Button>
      </Form>
      {words && (
        <>
          <Results heading={m.inMyFiles} id="easy-results-mine" words={words} scope="MINE" />
          <Results heading={m.inLibrary} id="easy-results-library" words={words} scope="LIBRARY" />
        </>
      )}
    </div>
  );
}

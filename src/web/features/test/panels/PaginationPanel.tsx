import { useState } from 'react';
import { Button, Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import { useApiQuery } from '../../../api/useApiQuery.ts';
import { announce } from '../../../ui/announcer.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { PAGE_SIZES, clampPage, pageCount, pageRange } from '../logic/paging.ts';
import { testPageMessages as m } from '../messages.ts';

interface ListingItem {
  readonly fileType: string;
  readonly fileName?: string;
  readonly dtmGroupName?: string;
  readonly dtmNo?: string | number;
  readonly dtmGroupNo?: string | number;
}
interface Listing {
  readonly items: readonly ListingItem[];
  readonly totalCount: number;
}

/**
 * /test/pagination: the top folder of my drive, a page at a time, through the
 * listing call's own paging (PAGE_NO, PAGE_SIZE, TOTAL_COUNT). Previous, next
 * and the page size are ordinary buttons and a select; each move is spoken.
 */
export default function PaginationPanel() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(10);
  const listing = useApiQuery(['test-pagination', page, pageSize], (api) =>
    api.get<Listing>(DRIVE_PATHS.groups, { query: { PAGE_NO: page, PAGE_SIZE: pageSize, DRIVER_KIND: 'P', PARENT_GROUP_NO: 'ROOT' }, auth: true }),
  );
  const total = listing.data?.totalCount ?? 0;
  const pages = pageCount(total, pageSize);
  const range = pageRange(page, total, pageSize);
  const status = intl.formatMessage(m.pageStatus, { page, pages, total, ...range });

  function go(next: number, size = pageSize) {
    const target = clampPage(next, total, size);
    setPage(target);
    setPageSize(size);
    const after = pageRange(target, total, size);
    announce(intl.formatMessage(m.pageStatus, { page: target, pages: pageCount(total, size), total, ...after }));
  }

  return (
    <section className="panel" aria-labelledby="listing-heading">
      <h2 id="listing-heading">{intl.formatMessage(m.listingHeading)}</h2>
      <SelectField
        label={intl.formatMessage(m.pageSize)}
        value={String(pageSize)}
        options={PAGE_SIZES.map((size) => ({ id: String(size), name: String(size) }))}
        onChange={(key) => go(1, Number(key))}
      />
      <Group className="button-row" aria-label={intl.formatMessage(m.pagingControls)}>
        <Button className="button" onPress={() => go(page - 1)} isDisabled={page <= 1 || listing.isPending}>
          {intl.formatMessage(m.previousPage)}
        </Button>
        <Button className="button" onPress={() => go(page + 1)} isDisabled={page >= pages || listing.isPending}>
          {intl.formatMessage(m.nextPage)}
        </Button>
      </Group>
      {listing.isPending && <p className="field-note">{intl.formatMessage(m.loading)}</p>}
      {listing.isError && <p className="field-error">{intl.formatMessage(m.listingFailed)}</p>}
      {listing.data && (
        <>
          <p data-testid="page-status">{status}</p>
          {listing.data.items.length === 0 ? (
            <p>{intl.formatMessage(m.listingEmpty)}</p>
          ) : (
            <ol start={range.first} aria-label={status}>
              {listing.data.items.map((item) => (
                <li key={`${item.fileType}-${item.dtmGroupNo ?? ''}-${item.dtmNo ?? ''}`}>{item.fileName ?? item.dtmGroupName}</li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages.ts';

interface Props {
  readonly page: number;
  readonly pageCount: number;
  readonly onChange: (page: number) => void;
  readonly className?: string;
}

/** The page numbers around the current one: the first, the last, and two on either side. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] as number) > 1 ? ['gap' as const, n] : [n]));
}

/**
 * Spec §9: lists come 18 items a page. A navigation landmark of buttons;
 * the current page is marked aria-current. The caller moves focus and says
 * the new page (the buttons stay where they are).
 */
export function Pagination({ page, pageCount, onChange, className = 'pagination' }: Props) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className={className} aria-label={intl.formatMessage(m.pages)}>
      <ul className="pagination-list">
        <li>
          <Button className="button" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
            {intl.formatMessage(m.previousPage)}
          </Button>
        </li>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination-gap" />
          ) : (
            <li key={entry}>
              <Button
                className="button pagination-page"
                {...(entry === page ? { 'aria-current': 'page' as const } : {})}
                aria-label={intl.formatMessage(m.pageNumber, { page: entry })}
                onPress={() => onChange(entry)}
              >
                {intl.formatNumber(entry)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button className="button" isDisabled={page >= pageCount} onPress={() => onChange(page + 1)}>
            {intl.formatMessage(m.nextPage)}
          </Button>
        </li>
      </ul>
    </nav>
  );
}

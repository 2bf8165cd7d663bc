import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import { renderBookInEnglish } from '../testing/renderInEnglish.tsx';
import { ConversionCheckNote } from './ConversionCheckNote.tsx';

/** GET /doc/convert-status as the reader asks it (keys camelCase), answering `result`. */
function clientAnswering(result: ApiResult<unknown>) {
  const get = vi.fn(async () => result);
  return { client: { get } as unknown as ApiClient, get };
}

const succeeded = (a11yFindings: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data: { dtmNo: '9', status: 'SUCCESS', a11yFindings } });

describe('the converted document\'s accessibility note in the reader', () => {
  it('says how many problems the conversion\'s check found, errors and warnings together', async () => {
    const { client, get } = clientAnswering(succeeded({ errors: 2, warnings: 1 }));
    renderBookInEnglish(<ConversionCheckNote client={client} dtmNo="9" />);
    expect(await screen.findByText('3 accessibility problems were found in this document when it was converted. Run the accessibility check in Book to see them.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/drive-app/v1/doc/convert-status', { auth: true, query: { dtmNo: '9' } });
  });

  it('says one problem in the singular', async () => {
    const { client } = clientAnswering(succeeded({ errors: 0, warnings: 1 }));
    renderBookInEnglish(<ConversionCheckNote client={client} dtmNo="9" />);
    expect(await screen.findByText(/^1 accessibility problem was found/)).toBeInTheDocument();
  });

  it('says nothing when the check found nothing, the document was not converted (or is not the reader\'s), or was converted before the checker', async () => {
    const answers: ApiResult<unknown>[] = [
      succeeded({ errors: 0, warnings: 0 }),
      succeeded(null),
      { ok: false, status: 404, errors: [] } as unknown as ApiResult<unknown>,
      { ok: true, status: 200, data: { dtmNo: '9', status: 'FAILED', a11yFindings: null } },
    ];
    for (const answer of answers) {
      const { client, get } = clientAnswering(answer);
      const { container, unmount } = renderBookInEnglish(<ConversionCheckNote client={client} dtmNo="9" />);
      await waitFor(() => expect(get).toHaveBeenCalled());
      // Past the answer's own turn, when a note would have been shown.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});

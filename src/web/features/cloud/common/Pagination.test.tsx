import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../../testing/renderWithApp.tsx';
import { Pagination, pageWindow } from './Pagination.tsx';

describe('pagination', () => {
  it('shows the first, the last and the pages near the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });

  it('is a named navigation that marks the current page and moves by buttons', async () => {
    const onChange = vi.fn();
    renderInEnglish(<Pagination page={2} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it('is not shown for a single page', () => {
    renderInEnglish(<Pagination page={1} pageCount={1} onChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LeaveGuard } from './LeaveGuard.tsx';

function app(dirty: boolean, answer: boolean) {
  const confirmLeave = vi.fn(async () => answer);
  const router = createMemoryRouter(
    [
      {
        path: '/book',
        element: (
          <>
            <LeaveGuard dirty={dirty} isDirty={() => dirty} confirmLeave={confirmLeave} />
            <Link to="/cloud">away</Link>
            <Link to="/book?dtmNo=5">same page</Link>
          </>
        ),
      },
      { path: '/cloud', element: <p>cloud page</p> },
    ],
    { initialEntries: ['/book'] },
  );
  render(<RouterProvider router={router} />);
  return { router, confirmLeave };
}

describe('LeaveGuard', () => {
  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { router, confirmLeave } = app(true, false);
    await userEvent.setup().click(screen.getByRole('link', { name: 'away' }));
    await waitFor(() => expect(confirmLeave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book'));
    expect(screen.queryByText('cloud page')).toBeNull();
  });

  it('goes on once the changes are saved or dropped', async () => {
    const { confirmLeave } = app(true, true);
    await userEvent.setup().click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByText('cloud page')).toBeInTheDocument();
    expect(confirmLeave).toHaveBeenCalledTimes(1);
  });

  it('does not ask without changes, nor for a new address of the same page', async () => {
    const user = userEvent.setup();
    const dirty = app(true, false);
    await user.click(screen.getByRole('link', { name: 'same page' }));
    await waitFor(() => expect(dirty.router.state.location.search).toBe('?dtmNo=5'));
    expect(dirty.confirmLeave).not.toHaveBeenCalled();
  });

  it('lets a clean document go without a question', async () => {
    const { confirmLeave } = app(false, false);
    await userEvent.setup().click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByText('cloud page')).toBeInTheDocument();
    expect(confirmLeave).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, SheetContent } from './dialog';

// WCAG 2.4.3: closing a dialog gives focus back to the control that opened it, or to
// the page's heading when that control is gone.
function Screen({ isSheet = false, hasField = false }: { isSheet?: boolean; hasField?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpener, setHasOpener] = useState(true);
  const Content = isSheet ? SheetContent : DialogContent;
  return (
    <>
      <h1>Orders</h1>
      {hasOpener ? <button onClick={() => setIsOpen(true)}>Open order</button> : null}
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <Content>
          <DialogTitle>Order #1</DialogTitle>
          <DialogDescription>Details</DialogDescription>
          <button onClick={() => setHasOpener(false)}>Hand over</button>
          {hasField ? <input aria-label="Ticket code" autoFocus /> : null}
        </Content>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open order' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('dialog focus return', () => {
  it.each([false, true])(
    'gives focus back to the button that opened it (sheet: %s)',
    async (isSheet) => {
      render(<Screen isSheet={isSheet} />);
      const opener = openDialog();
      await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    },
  );

  it('gives focus back to the opener when a field in the dialog took focus as it opened', async () => {
    render(<Screen hasField />);
    const opener = openDialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ticket code' })),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // opened again, it still knows where it came from
    openDialog();
    fireEvent.keyDown(await screen.findByRole('textbox', { name: 'Ticket code' }), {
      key: 'Escape',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("focuses the page's heading when the opener has gone", async () => {
    render(<Screen />);
    openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Hand over' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Orders' })),
    );
  });
});

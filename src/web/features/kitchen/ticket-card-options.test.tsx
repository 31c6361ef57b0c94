import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BURGER_LINE, FRIES_LINE, makeVendorOrder } from '../vendor-dashboard/menu.test-support';
import { TicketCard } from './ticket-card';

// A ticket's line, read from a step away: what to add, what to leave out (set apart), the note.

function renderTicket() {
  const ticket = makeVendorOrder({
    id: 8,
    status: 'confirmed',
    paymentStatus: 'paid',
    items: [BURGER_LINE, FRIES_LINE],
  });
  render(
    <TicketCard
      ticket={ticket}
      now={Date.parse(ticket.pickupTime)}
      prepMinutes={10}
      isDone={() => false}
      onToggleLine={vi.fn()}
      onBump={vi.fn()}
      isBumping={false}
    />,
  );
  const card = screen.getByRole('article', { name: 'Ticket #8' });
  const line = (name: string) =>
    within(card)
      .getAllByRole('button', { pressed: false })
      .find((button) => button.textContent?.includes(name)) as HTMLElement;
  return { card, line };
}

describe('TicketCard line details', () => {
  it('shows the additions, each removal in capitals with an icon, and the note', () => {
    const { line } = renderTicket();
    const burger = line('Encore Smash Burger');
    expect(within(burger).getByText('Bacon, Cheese')).toBeTruthy();
    const onions = within(burger).getByText('No onions');
    expect(onions.className).toContain('uppercase');
    expect(onions.querySelector('svg')).not.toBeNull();
    expect(within(burger).getByText('No pickles')).toBeTruthy();
    expect(within(burger).getByText('Note: Severe nut allergy, please change gloves')).toBeTruthy();
  });

  it('flags the line whose note mentions an allergy, and only that line', () => {
    const { line, card } = renderTicket();
    expect(within(line('Encore Smash Burger')).getByText('Allergy')).toBeTruthy();
    expect(within(card).getAllByText('Allergy')).toHaveLength(1);
    expect(line('Fries').textContent).toBe('1×Fries');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TicketCard } from './ticket-card';
import { makeVendorOrder } from '../vendor-dashboard/menu.test-support';

// A ticket's clock counts from when it must start (due less the prep time) and turns
// when it is due and a prep time after, in colour, icon and word.

const FIRED = Date.parse('2026-11-22T23:10:00.000Z');
const minutes = (count: number) => FIRED + count * 60_000;

function renderTicket({
  now,
  pickupTime = minutes(10),
  isDone = () => false,
  onToggleLine = vi.fn(),
  onBump = vi.fn(),
}: {
  now: number;
  pickupTime?: number;
  isDone?: (lineId: number) => boolean;
  onToggleLine?: (lineId: number) => void;
  onBump?: () => void;
}) {
  const ticket = {
    ...makeVendorOrder({
      id: 8,
      status: 'confirmed',
      paymentStatus: 'paid',
      paidAt: '2026-11-22T23:00:00.000Z',
      // due a prep time (10 min) after FIRED: the kitchen must start it at FIRED
      pickupTime: new Date(pickupTime).toISOString(),
    }),
    firedAt: new Date(FIRED).toISOString(),
  };
  render(
    <TicketCard
      ticket={ticket}
      now={now}
      prepMinutes={10}
      isDone={isDone}
      onToggleLine={onToggleLine}
      onBump={onBump}
      isBumping={false}
    />,
  );
  return screen.getByRole('article', { name: 'Ticket #8' });
}

const headerOf = (ticket: HTMLElement) => ticket.querySelector('header') as HTMLElement;

describe('TicketCard timing', () => {
  it('is on time before it is due, counting from when it must start', () => {
    const ticket = renderTicket({ now: minutes(4) + 7_000 });
    expect(within(ticket).getByText('4:07')).toBeTruthy();
    expect(within(ticket).getByText(/^On time · Confirmed · Due/)).toBeTruthy();
    expect(headerOf(ticket).className).toContain('bg-muted');
  });

  it('turns late, in amber and in words, when it is due', () => {
    const ticket = renderTicket({ now: minutes(10) });
    expect(within(ticket).getByText('10:00')).toBeTruthy();
    expect(within(ticket).getByText(/^Late · Confirmed · Due/)).toBeTruthy();
    expect(headerOf(ticket).className).toContain('bg-accent');
  });

  it('turns very late, in red and in words, a prep time after it was due', () => {
    const ticket = renderTicket({ now: minutes(20) });
    expect(within(ticket).getByText(/^Very late · Confirmed · Due/)).toBeTruthy();
    expect(headerOf(ticket).className).toContain('bg-destructive');
  });

  it('keeps an order scheduled for later on time, however long ago it was paid or fired', () => {
    // due 60 min after FIRED: it must start 50 min after FIRED, 2 min after now
    const ticket = renderTicket({ now: minutes(48), pickupTime: minutes(60) });
    expect(within(ticket).getByText('Start in 2:00')).toBeTruthy();
    expect(within(ticket).getByText(/^On time · Confirmed · Due/)).toBeTruthy();
    expect(headerOf(ticket).className).toContain('bg-muted');
  });
});

describe('TicketCard lines and bump', () => {
  it('a tap on a line toggles it; a done line says so', () => {
    const onToggleLine = vi.fn();
    const ticket = renderTicket({ now: minutes(1), isDone: (id) => id === 2, onToggleLine });
    const burger = within(ticket).getByRole('button', { name: /Bulgogi Burger/ });
    const fries = within(ticket).getByRole('button', { name: /Kimchi Fries/ });
    expect(burger.getAttribute('aria-pressed')).toBe('false');
    expect(fries.getAttribute('aria-pressed')).toBe('true');
    expect(within(fries).getByText('Done')).toBeTruthy();
    fireEvent.click(burger);
    expect(onToggleLine).toHaveBeenCalledWith(1);
  });

  it('bumps from its own bar, not from a line', () => {
    const onBump = vi.fn();
    const ticket = renderTicket({ now: minutes(1), onBump });
    fireEvent.click(within(ticket).getByRole('button', { name: /Bulgogi Burger/ }));
    expect(onBump).not.toHaveBeenCalled();
    fireEvent.click(within(ticket).getByRole('button', { name: 'Bump #8 to Ready' }));
    expect(onBump).toHaveBeenCalledTimes(1);
  });
});

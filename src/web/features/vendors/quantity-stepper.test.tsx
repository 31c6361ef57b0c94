import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../contract/orders';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

const plus = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity of Fries' });

describe('QuantityStepper', () => {
  it('raises the quantity by one below the line maximum', () => {
    const onChange = vi.fn();
    render(<QuantityStepper name="Fries" quantity={MAX_LINE_QUANTITY - 1} onChange={onChange} />);
    expect(plus().disabled).toBe(false);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(MAX_LINE_QUANTITY);
  });

  it('disables plus at the line maximum (50), so a 51st tap asks for nothing', () => {
    const onChange = vi.fn();
    render(<QuantityStepper name="Fries" quantity={MAX_LINE_QUANTITY} onChange={onChange} />);
    expect(plus().disabled).toBe(true);
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    // minus still works at the maximum
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Fries' }));
    expect(onChange).toHaveBeenCalledWith(MAX_LINE_QUANTITY - 1);
  });

  it('asks for 0 (cart rule 5: remove) from minus at quantity 1', () => {
    const onChange = vi.fn();
    render(<QuantityStepper name="Fries" quantity={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fries' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('with a minimum of 1 never offers removal: minus stops at 1', () => {
    const onChange = vi.fn();
    render(<QuantityStepper name="Fries" quantity={1} min={1} max={2} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Remove Fries' })).toBeNull();
    const minus = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Decrease quantity of Fries',
    });
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

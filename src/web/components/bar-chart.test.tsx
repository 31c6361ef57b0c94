import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart, type Bar } from './bar-chart';

// The chart is drawn at the width the page gives it, so its 12 px labels stay 12 px on a phone;
// the numbers are in a table for screen readers that takes no room on the page.

/** A ResizeObserver that reports `width` for every element it watches, as it starts watching. */
function reportWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      onResize: ResizeObserverCallback;
      constructor(onResize: ResizeObserverCallback) {
        this.onResize = onResize;
      }
      observe(element: Element) {
        const entry = { target: element, contentRect: { width } } as ResizeObserverEntry;
        this.onResize([entry], this);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// twelve quarter hours, 9:00 PM to 11:45 PM
const TIMES: Bar[] = Array.from({ length: 12 }, (_, index) => ({
  label: `${9 + Math.floor(index / 4)}:${String((index % 4) * 15).padStart(2, '0')} PM`,
  value: index + 1,
}));

function renderChart() {
  render(
    <BarChart
      title="Orders per 15 minutes"
      definition="Paid orders in each 15 minutes"
      xLabel="Time"
      yLabel="Orders"
      empty="No event yet"
      bars={TIMES}
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Orders per 15 minutes' });
  const svg = figure.querySelector('svg');
  const texts = [...(svg?.querySelectorAll('text') ?? [])];
  const labels = texts.filter((text) => /[AP]M$/.test(text.textContent ?? ''));
  return { figure, svg, texts, labels };
}

describe('BarChart', () => {
  it('draws at its measured width and labels every bar where the labels fit', () => {
    reportWidth(600);
    const { svg, labels } = renderChart();
    expect(svg?.getAttribute('viewBox')).toBe('0 0 600 230');
    expect(labels).toHaveLength(12);
  });

  it('on a phone keeps every label 12 px and labels every second bar, so none touch', () => {
    reportWidth(294);
    const { svg, texts, labels } = renderChart();
    expect(svg?.getAttribute('viewBox')).toBe('0 0 294 230');
    expect(labels.map((label) => label.textContent)).toEqual([
      '9:00PM',
      '9:30PM',
      '10:00PM',
      '10:30PM',
      '11:00PM',
      '11:30PM',
    ]);
    for (const text of texts) expect(text.getAttribute('class')).toContain('text-xs');
  });

  it('cuts a long name left of a horizontal bar to the room a phone leaves', () => {
    reportWidth(294);
    const name = 'Backstage Veggie Burger Deluxe';
    render(
      <BarChart
        title="Top items"
        definition="Quantity sold"
        xLabel="Quantity sold"
        yLabel="Item"
        horizontal
        empty="No items sold yet"
        bars={[{ label: name, value: 4 }]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Top items' });
    const shown = [...figure.querySelectorAll('svg text')].find((text) =>
      text.textContent?.startsWith('Backstage'),
    );
    // about 14 characters of 12 px text fit beside the axis title in a third of 294 px
    expect(shown?.textContent).toMatch(/^Backstage .+…$/);
    expect(shown?.textContent?.length).toBeLessThanOrEqual(16);
    // the whole name is in the table
    expect(within(figure).getByRole('rowheader', { name })).toBeTruthy();
  });

  it('keeps the numbers in a table inside a visually hidden box, not a hidden table', () => {
    // a table is never narrower than its content: a hidden table still widens a phone's page
    const { figure } = renderChart();
    const table = within(figure).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '9:00 PM' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '12' })).toBeTruthy();
    expect(table.className).not.toContain('sr-only');
    expect(table.parentElement?.className).toBe('sr-only');
  });
});

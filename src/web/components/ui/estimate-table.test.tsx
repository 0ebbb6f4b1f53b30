// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Estimate } from '../../../shared/contracts/quotes';
import { renderWithI18n } from '../../test-support/render-with-i18n';
import { EstimateTable } from './estimate-table';

const estimate = (carrier: Estimate['carrier'], monthly: number): Estimate =>
  ({ carrier, monthly, annual: monthly * 12, low: monthly - 10, high: monthly + 15 }) as Estimate;

const names: Record<string, string> = { geico: 'GEICO', progressive: 'Progressive' };

describe('EstimateTable', () => {
  it('renders one row per estimate, in the given order, with monthly, annual and range', () => {
    renderWithI18n(
      <EstimateTable
        estimates={[estimate('progressive', 98), estimate('geico', 1234)]}
        nameOf={(carrier) => names[carrier] ?? carrier}
        caption="Estimates by carrier"
      />,
    );
    const table = screen.getByRole('table', { name: 'Estimates by carrier' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Carrier', 'Per month', 'Per year', 'Range']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Progressive',
      'GEICO',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$1,234', '$14,808', '$1,224 to $1,249 a month']);
  });

  it('shows one figure where the range is one price', () => {
    renderWithI18n(
      <EstimateTable
        estimates={[{ carrier: 'geico', monthly: 40, annual: 477, low: 40, high: 40 } as Estimate]}
        nameOf={(carrier) => names[carrier] ?? carrier}
        caption="Estimates by carrier"
      />,
    );
    expect(screen.getByText('$40 a month')).toBeTruthy();
    expect(screen.queryByText(/\$40 to \$40/)).toBeNull();
  });

  it('reads in Spanish', () => {
    renderWithI18n(
      <EstimateTable
        estimates={[estimate('geico', 50)]}
        nameOf={(carrier) => names[carrier] ?? carrier}
        caption="Estimaciones"
      />,
      'es',
    );
    const table = screen.getByRole('table', { name: 'Estimaciones' });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Aseguradora');
    expect(within(table).getByText('De $40 a $65 al mes')).toBeTruthy();
  });
});

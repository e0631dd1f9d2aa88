import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterChip } from './filter-chip';

describe('filter chip', () => {
  it("shows 'label: value'", () => {
    render(<FilterChip label="Статус" value="Оплачено" onClose={vi.fn()} />);
    expect(screen.getByText('Статус: Оплачено')).toBeInTheDocument();
  });

  it('the cross removes the filter', async () => {
    const onClose = vi.fn();
    render(<FilterChip label="Статус" value="Оплачено" onClose={onClose} />);
    await userEvent.click(screen.getByRole('img', { name: 'Убрать фильтр «Статус»' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Backspace on the focused chip removes the filter', async () => {
    const onClose = vi.fn();
    render(<FilterChip label="Статус" value="Оплачено" onClose={onClose} />);
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

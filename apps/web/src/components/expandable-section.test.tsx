import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExpandableSection } from './expandable-section';

describe('expandable section', () => {
  it("is folded by default and unfolds on 'Развернуть'", async () => {
    render(
      <ExpandableSection title="Реквизиты">
        <p>ИНН 7707083893</p>
      </ExpandableSection>,
    );
    expect(screen.getByRole('heading', { name: 'Реквизиты' })).toBeInTheDocument();
    expect(screen.getByText('ИНН 7707083893')).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Развернуть' }));

    expect(screen.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('ИНН 7707083893')).toBeVisible());
  });

  it("defaultExpanded starts unfolded and 'Свернуть' folds it", async () => {
    render(
      <ExpandableSection title="Реквизиты" defaultExpanded>
        <p>ИНН 7707083893</p>
      </ExpandableSection>,
    );
    expect(screen.getByText('ИНН 7707083893')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Свернуть' }));

    expect(screen.getByRole('button', { name: 'Развернуть' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('ИНН 7707083893')).not.toBeVisible());
  });

  it('keeps what was typed inside across folding', async () => {
    render(
      <ExpandableSection title="Комментарий" defaultExpanded>
        <input aria-label="Комментарий" />
      </ExpandableSection>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Срочно');
    await userEvent.click(screen.getByRole('button', { name: 'Свернуть' }));
    await userEvent.click(screen.getByRole('button', { name: 'Развернуть' }));
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Срочно');
  });
});

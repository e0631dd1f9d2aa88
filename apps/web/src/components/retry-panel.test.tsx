import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryPanel } from './retry-panel';

describe('retry panel', () => {
  it("shows 'Что-то пошло не так' and retries on 'Повторить'", async () => {
    const onRetry = vi.fn();
    render(<RetryPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Что-то пошло не так');
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the message it is given', () => {
    render(<RetryPanel onRetry={vi.fn()} message="Сервис временно не доступен, попробуйте позже" />);
    expect(screen.getByText('Сервис временно не доступен, попробуйте позже')).toBeInTheDocument();
  });

  it("'Повторить' is disabled while the retry is under way, so it is not sent twice", () => {
    render(<RetryPanel onRetry={vi.fn()} isRetrying />);
    expect(screen.getByRole('button', { name: /Повторить/ })).toBeDisabled();
  });
});

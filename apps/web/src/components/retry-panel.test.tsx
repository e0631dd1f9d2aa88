import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryPanel } from './retry-panel';

describe('retry panel', () => {
  it("shows 'Что-то пошло не так' and retries on 'Повторить'", async () => {
    const onRetry = vi.fn();
    render(<RetryPanel onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

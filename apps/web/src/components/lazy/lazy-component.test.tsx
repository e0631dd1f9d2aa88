import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Greeting = ({ name }: { name: string }) => <p>{`Здравствуйте, ${name}`}</p>;

describe('lazyComponent', () => {
  it('downloads the module once, when first shown, and renders its named component with its props', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyComponent(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Lazy name="Анна" />
      </Suspense>,
    );
    expect(await screen.findByText('Здравствуйте, Анна')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload stays quiet: no unhandled rejection, no reload', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const Lazy = lazyComponent(load, 'Greeting' as never);
    expect(() => Lazy.preload()).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

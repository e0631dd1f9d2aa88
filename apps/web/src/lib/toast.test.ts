import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, resetTrackedToasts } from './toast';

vi.mock('react-toastify', () => {
  let id = 0;
  const fn = Object.assign(
    vi.fn(() => {
      id += 1;
      return id;
    }),
    { dismiss: vi.fn() },
  );
  return { toast: fn };
});

describe('toasts (SPEC §9)', () => {
  beforeEach(() => {
    resetTrackedToasts();
    vi.mocked(toast).mockClear();
    vi.mocked(toast.dismiss).mockClear();
  });

  it('errors close after 15 s, success after 3 s', () => {
    notify.error('Ошибка');
    notify.success('Готово');
    expect(vi.mocked(toast).mock.calls[0]![1]).toMatchObject({ type: 'error', autoClose: 15_000 });
    expect(vi.mocked(toast).mock.calls[1]![1]).toMatchObject({ type: 'success', autoClose: 3_000 });
  });

  it('tracks at most 5: when 5 are on screen, all are removed before the next one', () => {
    for (let i = 0; i < 5; i++) notify.error(`e${i}`);
    expect(toast.dismiss).not.toHaveBeenCalled();
    notify.error('sixth');
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(6);
  });

  it('closed toasts stop counting', () => {
    for (let i = 0; i < 5; i++) notify.error(`e${i}`);
    const { onClose } = vi.mocked(toast).mock.calls[0]![1] as { onClose: () => void };
    onClose();
    notify.error('fits');
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});

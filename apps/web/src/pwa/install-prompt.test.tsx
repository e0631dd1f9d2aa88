import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BeforeInstallPromptEvent, createInstallPrompt, type InstallOutcome } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';

function beforeInstallPrompt(outcome: InstallOutcome | Error = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, {
    prompt: vi.fn(() => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve())),
    userChoice: outcome instanceof Error ? new Promise(() => {}) : Promise.resolve({ outcome, platform: 'web' }),
  });
  return event;
}

describe('install prompt', () => {
  it('holds the browser event (suppressing its own mini-bar) and can then install', () => {
    const target = new EventTarget() as Window;
    const prompt = createInstallPrompt();
    prompt.listen(target);
    expect(prompt.canInstall()).toBe(false);

    const event = beforeInstallPrompt();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.canInstall()).toBe(true);
  });

  it.each(['accepted', 'dismissed'] as const)(
    'shows the dialog on request and returns %s; the event is used up',
    async (outcome) => {
      const target = new EventTarget() as Window;
      const prompt = createInstallPrompt();
      prompt.listen(target);
      const event = beforeInstallPrompt(outcome);
      target.dispatchEvent(event);

      await expect(prompt.promptInstall()).resolves.toBe(outcome);
      expect(event.prompt).toHaveBeenCalledTimes(1);
      expect(prompt.canInstall()).toBe(false);
    },
  );

  it('returns false when there is nothing to prompt or the prompt fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const target = new EventTarget() as Window;
    const prompt = createInstallPrompt();
    prompt.listen(target);
    await expect(prompt.promptInstall()).resolves.toBe(false);

    target.dispatchEvent(beforeInstallPrompt(new Error('The prompt() method was already called')));
    await expect(prompt.promptInstall()).resolves.toBe(false);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('the installed event clears the held prompt; stop() detaches', () => {
    const target = new EventTarget() as Window;
    const prompt = createInstallPrompt();
    const stop = prompt.listen(target);
    target.dispatchEvent(beforeInstallPrompt());
    target.dispatchEvent(new Event('appinstalled'));
    expect(prompt.canInstall()).toBe(false);

    stop();
    target.dispatchEvent(beforeInstallPrompt());
    expect(prompt.canInstall()).toBe(false);
  });
});

describe('useInstallPrompt', () => {
  function InstallButton({ prompt }: { prompt: ReturnType<typeof createInstallPrompt> }) {
    const { canInstall, promptInstall } = useInstallPrompt(prompt);
    if (!canInstall) return <p>Установка недоступна</p>;
    return (
      <button type="button" onClick={() => void promptInstall()}>
        Установить
      </button>
    );
  }

  it('re-renders when the browser offers installation and after it was used', async () => {
    const target = new EventTarget() as Window;
    const prompt = createInstallPrompt();
    prompt.listen(target);
    render(<InstallButton prompt={prompt} />);
    expect(screen.getByText('Установка недоступна')).toBeInTheDocument();

    act(() => {
      target.dispatchEvent(beforeInstallPrompt('accepted'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Установить' }));
    expect(await screen.findByText('Установка недоступна')).toBeInTheDocument();
  });
});

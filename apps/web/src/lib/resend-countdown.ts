/**
 * The SMS code's resend countdown, written once for both UI stacks: the app's React and the public pages' Preact
 * (ADR 016: no React in a public page) hand in their own `useState` and `useEffect`, which have the same shape.
 */
type StateHooks = {
  useState: <T>(initial: T | (() => T)) => [T, (next: T) => void];
  useEffect: (effect: () => undefined | (() => void), deps: unknown[]) => void;
};

export function resendCountdownHook({ useState, useEffect }: StateHooks) {
  /** Seconds left before another SMS code may be requested; the API says how long to wait. */
  return function useResendCountdown() {
    const [until, setUntil] = useState(0);
    const [now, setNow] = useState(() => Date.now());
    const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

    useEffect(() => {
      if (secondsLeft <= 0) return;
      const timer = setTimeout(() => setNow(Date.now()), 1000);
      return () => clearTimeout(timer);
    }, [secondsLeft]);

    const start = (seconds: number) => {
      const current = Date.now();
      setNow(current);
      setUntil(current + seconds * 1000);
    };

    return { secondsLeft, start };
  };
}

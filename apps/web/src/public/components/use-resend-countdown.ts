import { useEffect, useState } from 'preact/hooks';

/**
 * Seconds left before another SMS code may be asked for; the API says how long to wait. The public pages' twin of
 * features/auth/components/use-resend-countdown.ts, on Preact's hooks (ADR 016: no React in a public page).
 */
export function useResendCountdown() {
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
}

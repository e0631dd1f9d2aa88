import { useCallback, useEffect, useState } from 'react';
import {
  type CryptoPro,
  CryptoProError,
  listStoreCertificates,
  loadCryptoPro,
  type StoreCertificate,
} from '../../lib/cryptopro';
import { errorMessage } from '../../lib/http';

export type StoreState =
  | { phase: 'loading' }
  | { phase: 'no-plugin' }
  | { phase: 'no-certificates' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; plugin: CryptoPro; certificates: StoreCertificate[] };

/**
 * The plug-in and the person's certificates in its store, read while `active`; `reload` after the
 * person installed the plug-in or inserted a key.
 */
export function useStoreCertificates(active: boolean) {
  const [state, setState] = useState<StoreState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setState({ phase: 'loading' });
    (async () => {
      try {
        const plugin = await loadCryptoPro();
        const certificates = await listStoreCertificates(plugin);
        if (!cancelled) setState({ phase: 'ready', plugin, certificates });
      } catch (error) {
        if (cancelled) return;
        const kind = error instanceof CryptoProError ? error.kind : null;
        if (kind === 'NO_PLUGIN') setState({ phase: 'no-plugin' });
        else if (kind === 'NO_CERTIFICATES') setState({ phase: 'no-certificates' });
        // The plug-in's own failures are worded in Russian by lib/cryptopro; anything else is not for a person to read.
        else if (error instanceof CryptoProError) setState({ phase: 'failed', message: error.message });
        else {
          console.error('Сертификаты КЭП не прочитаны', error);
          setState({ phase: 'failed', message: errorMessage(error, 'Ошибка плагина') });
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [active, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}

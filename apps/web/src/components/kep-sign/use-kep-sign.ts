import { useCallback, useRef, useState } from 'react';
import { type CryptoPro, CryptoProError, signDetached } from '../../lib/cryptopro';
import { errorMessage } from '../../lib/http';

type Calls<T> = {
  getContent: () => Promise<string>;
  postSignature: (signature: string) => Promise<T>;
  onSigned: (result: T) => void;
};

/** bytes from the server → SignCades → the signature to the server; one at a time, the reason kept. */
export function useKepSign<T>({ getContent, postSignature, onSigned }: Calls<T>) {
  const [isSigning, setIsSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    async (plugin: CryptoPro, thumbprint: string) => {
      if (busy.current) return;
      busy.current = true;
      setIsSigning(true);
      setError(null);
      try {
        const content = await getContent();
        const signature = await signDetached(plugin, thumbprint, content);
        const result = await postSignature(signature);
        onSigned(result);
      } catch (err) {
        setError(err instanceof CryptoProError ? err.message : errorMessage(err, 'Не удалось подписать документ'));
      } finally {
        busy.current = false;
        setIsSigning(false);
      }
    },
    [getContent, postSignature, onSigned],
  );

  const reset = useCallback(() => setError(null), []);
  return { run, isSigning, error, reset };
}

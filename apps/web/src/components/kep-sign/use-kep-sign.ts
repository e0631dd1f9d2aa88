import { useCallback, useRef, useState } from 'react';
import { type CryptoPro, CryptoProError, type KepToSign, signKepToSign } from '../../lib/cryptopro';
import { errorMessage } from '../../lib/http';

type Calls<T> = {
  getToSign: () => Promise<KepToSign>;
  postSignature: (signature: string) => Promise<T>;
  onSigned: (result: T) => void;
};

/**
 * What the server gave (the bytes, or a large file's hash) → SignCades / SignHash → the signature to the
 * server; one at a time, the reason kept.
 */
export function useKepSign<T>({ getToSign, postSignature, onSigned }: Calls<T>) {
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
        const toSign = await getToSign();
        const signature = await signKepToSign(plugin, thumbprint, toSign);
        const result = await postSignature(signature);
        onSigned(result);
      } catch (err) {
        setError(err instanceof CryptoProError ? err.message : errorMessage(err, 'Не удалось подписать документ'));
      } finally {
        busy.current = false;
        setIsSigning(false);
      }
    },
    [getToSign, postSignature, onSigned],
  );

  const reset = useCallback(() => setError(null), []);
  return { run, isSigning, error, reset };
}

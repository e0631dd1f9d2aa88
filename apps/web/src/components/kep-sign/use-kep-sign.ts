import { useCallback, useRef, useState } from 'react';
import { type CryptoPro, CryptoProError, type KepToSign, signKepToSign } from '../../lib/cryptopro';
import { errorMessage } from '../../lib/http';

/**
 * One document and its signature, or several signed in one action (a registry's payment orders): the
 * signatures go back in the order the server gave the documents.
 */
export type KepSignCalls<T> =
  | { getToSign: () => Promise<KepToSign>; postSignature: (signature: string) => Promise<T> }
  | { getToSign: () => Promise<readonly KepToSign[]>; postSignature: (signatures: string[]) => Promise<T> };

type Calls<T> = KepSignCalls<T> & { onSigned: (result: T) => void };

const isMany = (toSign: KepToSign | readonly KepToSign[]): toSign is readonly KepToSign[] => Array.isArray(toSign);

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
        let result: T;
        if (isMany(toSign)) {
          const signatures: string[] = [];
          // One after another: the plug-in asks for the key's PIN once and keeps it for the rest.
          for (const item of toSign) signatures.push(await signKepToSign(plugin, thumbprint, item));
          result = await (postSignature as (signatures: string[]) => Promise<T>)(signatures);
        } else {
          const signature = await signKepToSign(plugin, thumbprint, toSign);
          result = await (postSignature as (signature: string) => Promise<T>)(signature);
        }
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

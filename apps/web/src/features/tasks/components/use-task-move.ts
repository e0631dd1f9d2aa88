import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';

/**
 * A move without a form (copy, complete, choose, accept, start): one at a time, a Russian toast on success
 * and the API's own message on failure. `pending` names the move in flight, for its button's progress.
 */
export function useTaskMove<T>(onDone: (result: T) => void) {
  const [pending, setPending] = useState<string | null>(null);
  const run = async (name: string, call: () => Promise<T>, doneText: string, failureText: string) => {
    if (pending) return;
    setPending(name);
    try {
      const result = await call();
      notify.success(doneText);
      onDone(result);
    } catch (err) {
      notify.error(errorMessage(err, failureText));
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}

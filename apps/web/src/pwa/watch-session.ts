import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';

/**
 * Calls onStart whenever the cached session (the auth/me query) turns into a logged-in person other
 * than the one last seen — at app start, after login, after switching accounts — and not again on
 * every refetch. `identify` maps the cached data to an id, or null when nobody is logged in.
 * Lives outside features/ so the PWA and native layers stay independent of them (the app passes the key).
 */
export function watchSessionStart<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  identify: (data: T | undefined) => string | null,
  onStart: () => void,
): () => void {
  const hash = hashKey(queryKey);
  let startedFor: string | null = null;
  const check = () => {
    const id = identify(queryClient.getQueryData<T>(queryKey));
    if (id === null) {
      startedFor = null;
      return;
    }
    if (id === startedFor) return;
    startedFor = id;
    onStart();
  };
  check();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === hash) check();
  });
}

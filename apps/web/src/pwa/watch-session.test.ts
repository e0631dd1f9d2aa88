import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { watchSessionStart } from './watch-session';

type Session = { role: string; entity_id: string } | null;
const KEY: QueryKey = ['auth', 'me'];
const identify = (s: Session | undefined) => (s ? `${s.role}:${s.entity_id}` : null);

describe('watchSessionStart', () => {
  it('starts once per logged-in person: at start, not on refetches, again after logout and login', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(KEY, { role: 'employee', entity_id: 'e1' });
    const onStart = vi.fn();
    watchSessionStart(queryClient, KEY, identify, onStart);
    expect(onStart).toHaveBeenCalledTimes(1);

    queryClient.setQueryData(KEY, { role: 'employee', entity_id: 'e1' });
    expect(onStart).toHaveBeenCalledTimes(1);

    // Logout: the cached session is removed; the same person logging in again registers the device again.
    queryClient.removeQueries({ queryKey: KEY });
    queryClient.setQueryData(KEY, { role: 'employee', entity_id: 'e1' });
    expect(onStart).toHaveBeenCalledTimes(2);

    queryClient.setQueryData(KEY, { role: 'user', entity_id: 'c1' });
    expect(onStart).toHaveBeenCalledTimes(3);
  });

  it('an anonymous visitor starts nothing; other queries are ignored', () => {
    const queryClient = new QueryClient();
    const onStart = vi.fn();
    watchSessionStart(queryClient, KEY, identify, onStart);
    queryClient.setQueryData(KEY, null);
    queryClient.setQueryData(['employee'], { role: 'employee', entity_id: 'e1' });
    expect(onStart).not.toHaveBeenCalled();
  });

  it('stops watching when asked', () => {
    const queryClient = new QueryClient();
    const onStart = vi.fn();
    const stop = watchSessionStart(queryClient, KEY, identify, onStart);
    stop();
    queryClient.setQueryData(KEY, { role: 'employee', entity_id: 'e1' });
    expect(onStart).not.toHaveBeenCalled();
  });
});

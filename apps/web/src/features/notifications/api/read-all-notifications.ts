import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { findNotifications } from './find-notifications';
import { readNotifications } from './read-notifications';

/** The API's largest page; one read call takes up to 1000 ids, so a page always fits into one. */
const SWEEP_PAGE_SIZE = 100;
/** A stop for a server that keeps answering with unread items: 10 000 notifications at most per click. */
const MAX_SWEEPS = 100;

/**
 * 'Отметить все как прочитанные'. The API has no 'read all' call, and the popup has loaded only the
 * first pages, so marking just the loaded ones would leave the badge above zero. Instead the first
 * page of unread notifications is read and marked until none is left; page 1 each time, because the
 * marked ones drop out of the filter. Answers how many changed.
 */
export async function readAllNotifications(): Promise<number> {
  let total = 0;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    const page = await findNotifications({ is_read: false, page: 1, page_size: SWEEP_PAGE_SIZE });
    const ids = page.items.filter((n) => !n.is_read).map((n) => n.id);
    if (ids.length === 0) break;
    const updated = await readNotifications(ids);
    total += updated;
    // Nothing changed means the server will answer the same page again; a short page was the last one.
    if (updated === 0 || page.items.length < SWEEP_PAGE_SIZE) break;
  }
  return total;
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

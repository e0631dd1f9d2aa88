import { HistoryTimeline } from '../../../components/history-timeline';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { useTaskHistory } from '../api/task-queries';

/** The task's history: each event in the API's words, with whose it was, the contractor and the comment. */
export function TaskHistory({ id }: { id: string }) {
  const history = useTaskHistory(id);
  if (history.isError) {
    return <QueryRetryPanel query={history} failureText="Не удалось загрузить историю задания" />;
  }
  const items = (history.data?.items ?? []).map((item) => ({
    id: item.id,
    at: item.at,
    // «Исполнитель приглашён: Соколова Мария Андреевна (Компания) — «комментарий»».
    text: [
      item.employee ? `${item.text}: ${item.employee.fio}` : item.text,
      item.actor ? `(${item.actor})` : null,
      item.comment ? `— «${item.comment}»` : null,
    ]
      .filter(Boolean)
      .join(' '),
  }));
  return <HistoryTimeline items={items} title="История задания" />;
}

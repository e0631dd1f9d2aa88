import type { WebhookEndpoint } from '@vyplaty/contracts';
import { type ReactNode, useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useChangeWebhook, type WebhookChange } from '../api/change-webhook';
import { useWebhookSecret } from '../api/get-webhook-secret';
import { SecretDialog } from './secret-dialog';
import type { WebhookActionHandlers } from './webhook-actions';
import { WebhookFormDialog } from './webhook-form-dialog';

const DONE_TEXTS: Readonly<Record<'pause' | 'resume' | 'ping', string>> = {
  pause: 'Доставки приостановлены: события подождут, пока вы не возобновите их',
  resume: 'Доставки возобновлены: ждавшие события уйдут по порядку',
  ping: 'Проверочное событие отправлено: оно появится в доставках адреса',
};

/**
 * An endpoint's actions and the dialogs they open, shared by the endpoints list and one endpoint's page: each
 * answer a toast, a refusal the server's Russian reason. `onRemoved` — after a delete (the endpoint page leaves).
 */
export function useWebhookActions(onRemoved?: () => void): { actions: WebhookActionHandlers; dialogs: ReactNode } {
  const change = useChangeWebhook();
  const secret = useWebhookSecret();
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [shownSecret, setShownSecret] = useState<string | null>(null);

  const run = (action: keyof typeof DONE_TEXTS) => async (endpoint: WebhookEndpoint) => {
    try {
      await change.mutateAsync({ id: endpoint.id, action } satisfies WebhookChange);
      notify.success(DONE_TEXTS[action]);
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось выполнить действие'));
    }
  };
  const showSecret = async (endpoint: WebhookEndpoint) => {
    try {
      setShownSecret(await secret.mutateAsync(endpoint.id));
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось получить секрет'));
    }
  };
  const actions: WebhookActionHandlers = {
    onEdit: setEditing,
    onPause: run('pause'),
    onResume: run('resume'),
    onPing: run('ping'),
    onShowSecret: (endpoint) => void showSecret(endpoint),
    onRemove: setRemoving,
  };
  const dialogs = (
    <>
      {editing && <WebhookFormDialog endpoint={editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onDelete={() => change.mutateAsync({ id: removing?.id ?? '', action: 'remove' })}
        onDeleted={() => {
          notify.success('Адрес удалён');
          onRemoved?.();
        }}
      />
      {shownSecret !== null && (
        <SecretDialog
          title="Секрет подписи"
          secret={shownSecret}
          isShownOnce={false}
          onClose={() => {
            setShownSecret(null);
            secret.reset();
          }}
        >
          Храните его в тайне: им получатель проверяет подпись каждой доставки.
        </SecretDialog>
      )}
    </>
  );
  return { actions, dialogs };
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MAX_WEBHOOK_ENDPOINTS } from '@vyplaty/contracts';
import { useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { useWebhooks } from '../api/get-webhooks';
import { SandboxHint } from '../components/sandbox-hint';
import { SecretDialog } from '../components/secret-dialog';
import { useWebhookActions } from '../components/use-webhook-actions';
import { WebhookFormDialog } from '../components/webhook-form-dialog';
import { WebhooksCards, WebhooksTable } from '../components/webhook-views';

/**
 * /profile/integrations/webhooks: the addresses the portal tells of the company's events, their events, status and
 * failures; the owner adds (the signing secret shown once), edits, pauses, tests and deletes them; a row opens its
 * deliveries.
 */
export function WebhooksPage() {
  const endpoints = useWebhooks();
  const { actions, dialogs } = useWebhookActions();
  const [isAdding, setIsAdding] = useState(false);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const items = endpoints.data?.items ?? [];
  return (
    <>
      <ListPage
        level={2}
        title="Вебхуки"
        summary={
          <Typography color="text.secondary">
            {`Портал сообщает учётной системе компании о событиях: запросом на её адрес, с подписью. До ${MAX_WEBHOOK_ENDPOINTS} адресов.`}
          </Typography>
        }
        actions={
          <Button variant="contained" onClick={() => setIsAdding(true)}>
            Добавить адрес
          </Button>
        }
      >
        <ListBody
          query={endpoints}
          count={endpoints.data?.totalCount ?? 0}
          failureText="Не удалось загрузить адреса для вебхуков"
          emptyText="Адресов пока нет"
          table={<WebhooksTable items={items} actions={actions} />}
          cards={<WebhooksCards items={items} actions={actions} />}
        />
      </ListPage>
      <SandboxHint />
      {dialogs}
      {isAdding && (
        <WebhookFormDialog
          onCreated={(secret) => {
            setIsAdding(false);
            setNewSecret(secret);
          }}
          onClose={() => setIsAdding(false)}
        />
      )}
      {newSecret !== null && (
        <SecretDialog
          title="Адрес добавлен: секрет подписи"
          secret={newSecret}
          isShownOnce={false}
          onClose={() => setNewSecret(null)}
        >
          Каждая доставка подписана им: получатель пересчитывает подпись из заголовка и отклоняет чужие и старые
          запросы. Позже его можно открыть снова через «Показать секрет».
        </SecretDialog>
      )}
    </>
  );
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApiKey, ApiKeyWithSecret } from '@vyplaty/contracts';
import { useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { notify } from '../../../lib/toast';
import { useRevokeApiKey } from '../api/change-api-key';
import { useApiKeys } from '../api/get-api-keys';
import type { ApiKeyActionHandlers } from '../components/api-key-actions';
import { ApiKeysCards, ApiKeysTable } from '../components/api-key-views';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog';
import { EditApiKeyDialog } from '../components/edit-api-key-dialog';
import { RotateApiKeyDialog } from '../components/rotate-api-key-dialog';
import { SecretDialog } from '../components/secret-dialog';

/** A secret just received, kept in this page's memory only until its dialog closes. */
type ShownSecret = { title: string; secret: string };

/**
 * /profile/integrations/api-keys: the company's keys with their role, status, expiry and last call; the owner
 * creates, edits, rotates and revokes them. A new or rotated secret is shown once in a dialog.
 */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);

  const actions: ApiKeyActionHandlers = { onEdit: setEditing, onRotate: setRotating, onRevoke: setRevoking };
  const items = keys.data?.items ?? [];
  const showSecret = (title: string) => (key: ApiKeyWithSecret) => {
    setIsCreating(false);
    setRotating(null);
    setShown({ title, secret: key.secret });
  };

  return (
    <ListPage
      level={2}
      title="API-ключи"
      summary={
        <Typography color="text.secondary">
          Ключ даёт учётной системе компании доступ к API портала в пределах его роли. Отозванный ключ перестаёт
          действовать на следующем же вызове.
        </Typography>
      }
      actions={
        <Button variant="contained" onClick={() => setIsCreating(true)}>
          Создать ключ
        </Button>
      }
    >
      <ListBody
        query={keys}
        count={keys.data?.totalCount ?? 0}
        failureText="Не удалось загрузить API-ключи"
        emptyText="Ключей пока нет"
        table={<ApiKeysTable items={items} actions={actions} />}
        cards={<ApiKeysCards items={items} actions={actions} />}
      />
      {isCreating && <CreateApiKeyDialog onCreated={showSecret('Ключ создан')} onClose={() => setIsCreating(false)} />}
      {editing && <EditApiKeyDialog apiKey={editing} onClose={() => setEditing(null)} />}
      {rotating && (
        <RotateApiKeyDialog
          apiKey={rotating}
          onRotated={showSecret('Новый секрет ключа')}
          onClose={() => setRotating(null)}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={`Отозвать ключ «${revoking.name}»?`}
          text="Ключ перестанет действовать сразу, вместе с прежним секретом. Вернуть его нельзя — только создать новый."
          confirmText="Отозвать"
          onConfirm={() => revoke.mutateAsync(revoking.id)}
          failureText="Не удалось отозвать ключ"
          onDone={() => {
            notify.success('Ключ отозван');
            setRevoking(null);
          }}
          onClose={() => setRevoking(null)}
        />
      )}
      {shown && (
        <SecretDialog title={shown.title} secret={shown.secret} onClose={() => setShown(null)}>
          Передайте его учётной системе: она отправляет его в каждом вызове. Портал хранит только отпечаток секрета и
          показать его снова не сможет.
        </SecretDialog>
      )}
    </ListPage>
  );
}

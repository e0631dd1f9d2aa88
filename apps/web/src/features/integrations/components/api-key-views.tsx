import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiKey } from '@vyplaty/contracts';
import type { ReactNode } from 'react';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { type ApiKeyActionHandlers, ApiKeyActions } from './api-key-actions';
import {
  ApiKeyStatusChip,
  createdOf,
  expiryOf,
  isLive,
  LastUse,
  overlapOf,
  roleOf,
  SecretPrefix,
} from './api-key-labels';

/** A revoked or expired key stays in the list for the record, greyed. */
function Dimmed({ apiKey, children }: { apiKey: ApiKey; children: ReactNode }) {
  return <Box sx={isLive(apiKey) ? undefined : { color: 'text.disabled' }}>{children}</Box>;
}

function Name({ apiKey }: { apiKey: ApiKey }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {apiKey.name}
      </Typography>
      <SecretPrefix apiKey={apiKey} />
    </>
  );
}

function Status({ apiKey }: { apiKey: ApiKey }) {
  const overlap = overlapOf(apiKey);
  return (
    <>
      <ApiKeyStatusChip status={apiKey.status} />
      {overlap && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {overlap}
        </Typography>
      )}
    </>
  );
}

type ViewProps = { items: readonly ApiKey[]; actions: ApiKeyActionHandlers };

const dimmed = (cell: (key: ApiKey) => ReactNode) => (key: ApiKey) => <Dimmed apiKey={key}>{cell(key)}</Dimmed>;

const columnsOf = (actions: ApiKeyActionHandlers): DataTableColumn<ApiKey>[] => [
  { id: 'name', header: 'Ключ', cell: dimmed((k) => <Name apiKey={k} />) },
  { id: 'role', header: 'Роль', cell: dimmed(roleOf) },
  { id: 'status', header: 'Статус', cell: (k) => <Status apiKey={k} /> },
  { id: 'expires', header: 'Действует до', cell: dimmed(expiryOf), isFigure: true },
  { id: 'used', header: 'Последний вызов (МСК)', cell: dimmed((k) => <LastUse apiKey={k} />), minTableWidth: 760 },
  { id: 'created', header: 'Кто создал и когда (МСК)', cell: dimmed(createdOf), minTableWidth: 960 },
  { id: 'actions', header: '', isControl: true, cell: (k) => <ApiKeyActions apiKey={k} actions={actions} /> },
];

export function ApiKeysTable({ items, actions }: ViewProps) {
  return <DataTable label="API-ключи" rows={items} rowKey={(k) => k.id} columns={columnsOf(actions)} />;
}

export function ApiKeysCards({ items, actions }: ViewProps) {
  return (
    <DataCards
      label="API-ключи"
      rows={items}
      rowKey={(k) => k.id}
      renderCard={(k) => (
        <Dimmed apiKey={k}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <div>
                <Name apiKey={k} />
              </div>
              <ApiKeyActions apiKey={k} actions={actions} />
            </Stack>
            <Typography variant="body2">{roleOf(k)}</Typography>
            <Status apiKey={k} />
            <Typography variant="body2">{`Действует до ${expiryOf(k)}`}</Typography>
            <Typography variant="body2" component="div">
              Последний вызов: <LastUse apiKey={k} />
            </Typography>
            <Typography variant="body2" color="text.secondary">{`Кто создал и когда: ${createdOf(k)} МСК`}</Typography>
          </Stack>
        </Dimmed>
      )}
    />
  );
}

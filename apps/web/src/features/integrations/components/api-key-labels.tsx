import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { API_KEY_ROLE_LABELS, API_KEY_STATUS_LABELS, type ApiKey, type ApiKeyStatus } from '@vyplaty/contracts';
import { formatDate, formatMoscowDateTime } from '../../../lib/format';

const STATUS_COLORS = { ACTIVE: 'success', EXPIRED: 'default', REVOKED: 'error' } as const satisfies Record<
  ApiKeyStatus,
  string
>;

export const isLive = (key: ApiKey) => key.status === 'ACTIVE';

export function ApiKeyStatusChip({ status }: { status: ApiKeyStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={API_KEY_STATUS_LABELS[status]} />;
}

/** The secret's visible start «vpk_AbCd1234…»: enough to tell keys apart, useless to call with. */
export function SecretPrefix({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Box component="code" translate="no" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
      {`${apiKey.secret_prefix}…`}
    </Box>
  );
}

export const roleOf = (key: ApiKey) => API_KEY_ROLE_LABELS[key.role];
export const expiryOf = (key: ApiKey) => formatDate(key.expires_on);
export const createdOf = (key: ApiKey) =>
  `${key.created_by_name ?? 'Владелец'}, ${formatMoscowDateTime(key.created_at)}`;

/** «05.03.2026 12:00 МСК» and the address it came from, or that the key has not been used. */
export function LastUse({ apiKey }: { apiKey: ApiKey }) {
  if (!apiKey.last_used_at) return <>Не использовался</>;
  return (
    <>
      {formatMoscowDateTime(apiKey.last_used_at)}
      {apiKey.last_used_ip && (
        <Typography variant="body2" color="text.secondary">
          с адреса <span translate="no">{apiKey.last_used_ip}</span>
        </Typography>
      )}
    </>
  );
}

/** After a rotation: until when the previous secret still works (the company's systems are switching over). */
export const overlapOf = (key: ApiKey) =>
  key.previous_valid_until && isLive(key) && new Date(key.previous_valid_until) > new Date()
    ? `Прежний секрет действует до ${formatMoscowDateTime(key.previous_valid_until)}`
    : null;

import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';

export const WEBHOOK_SANDBOX_PATH = '/sandbox/webhooks';

/**
 * Trying webhooks without a server of one's own: the embedded portal's sandbox receiver takes deliveries at any inbox
 * name and shows them with their headers (issue 30). An installation without the sandboxes answers 404 there.
 */
export function SandboxHint() {
  const inbox = `${window.location.origin}${WEBHOOK_SANDBOX_PATH}/in/`;
  return (
    <Alert severity="info" sx={{ mt: 3 }}>
      Попробовать без своего сервера: укажите адрес песочницы{' '}
      <code translate="no">
        {inbox}
        {'<имя>'}
      </code>{' '}
      с любым именем, затем откройте{' '}
      <Link href={WEBHOOK_SANDBOX_PATH} target="_blank" rel="noopener" translate="no">
        {WEBHOOK_SANDBOX_PATH}
      </Link>{' '}
      — там видны полученные доставки с заголовками и подписью.
    </Alert>
  );
}

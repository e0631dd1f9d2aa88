import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { RouteTabs } from '../../../components/route-tabs';
import { useAuthMe } from '../../../lib/session';

const INTEGRATION_TABS = [
  { text: 'API-ключи', to: '/profile/integrations/api-keys' },
  { text: 'Вебхуки', to: '/profile/integrations/webhooks' },
] as const;

/**
 * /profile/integrations (issue 30; docs/decisions/integrations-web.md): the company's API keys and webhooks, the
 * owner's alone — the API answers anyone else 403, so another role gets a note instead of failed lists.
 */
export function IntegrationsLayout() {
  // An older session answer has no member_role: the company's only login then, its owner (contracts' authMe).
  const isOwner = (useAuthMe().data?.member_role ?? 'OWNER') === 'OWNER';
  if (!isOwner) {
    return (
      <>
        <PageTitle level={2}>Интеграции</PageTitle>
        <Alert severity="info">
          API-ключи и вебхуки компании настраивает только владелец учётной записи компании. Если учётной системе нужен
          доступ, обратитесь к нему.
        </Alert>
      </>
    );
  }
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <RouteTabs items={INTEGRATION_TABS} label="Интеграции" />
      </Box>
      <Outlet />
    </>
  );
}

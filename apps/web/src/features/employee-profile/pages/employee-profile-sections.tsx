import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TAX_REGIME_LABELS } from '@vyplaty/contracts';
import { Outlet } from 'react-router';
import { CertificatesSection } from '../../../components/kep-certificates';
import { OfferKepPanel } from '../../../components/offer-kep';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { RouteTabs } from '../../../components/route-tabs';
import { SelfNepIssue, useSelfNep } from '../../../components/self-nep';
import { isNotSelfEmployed, usePersonalData } from '../api/personal-data';
import { EsignStatus } from '../components/esign-status';
import { GoskeyReadiness } from '../components/goskey-readiness';

// Frames of the contractor's profile sections: the FNS tabs (its pages are fns-*-page.tsx) and esign.

const FNS_TABS = [
  { text: 'Обзор', to: '/employee/profile/fns' },
  { text: 'Подключение к ФНС', to: '/employee/profile/fns/fns-connection' },
  { text: 'Статус в «Мой налог»', to: '/employee/profile/fns/fns-personal-account-status' },
] as const;

export function FnsLayout() {
  const personal = usePersonalData();
  if (personal.isPending) return <PageLoader />;
  if (personal.data && isNotSelfEmployed(personal.data)) {
    return (
      <>
        <PageTitle level={2}>Налоговая служба</PageTitle>
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          Компании платят вам как физическому лицу ({TAX_REGIME_LABELS[personal.data.tax_regime_in_effect!]}): налог с
          выплат удерживает компания, подключать «Мой налог» не нужно.
        </Alert>
      </>
    );
  }
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <RouteTabs items={FNS_TABS} label="Налоговая служба" />
      </Box>
      <Outlet />
    </>
  );
}

/**
 * Profile → esign: the contractor's signing means — the ПЭП (status, channel, agreement; issued here when
 * missing), КЭП certificates (list, add from CryptoPro or a file) and what Госключ needs.
 */
export function EsignPage() {
  const selfNep = useSelfNep();
  return (
    <>
      <PageTitle level={2}>Электронная подпись</PageTitle>
      {selfNep.isPending && <PageLoader />}
      {selfNep.isError && <QueryRetryPanel query={selfNep} failureText="Не удалось загрузить подпись" />}
      {selfNep.isSuccess && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {selfNep.data ? <EsignStatus selfNep={selfNep.data} /> : <SelfNepIssue />}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <CertificatesSection hint="Квалифицированный сертификат на ваше имя для подписания документов КЭП: ИНН или СНИЛС в нём должны совпадать с профилем." />
          </Paper>
          <GoskeyReadiness />
          <OfferKepPanel />
        </Stack>
      )}
    </>
  );
}

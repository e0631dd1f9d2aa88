import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Payout, PayoutKind } from '@vyplaty/contracts';
import { useCallback, useState } from 'react';
import { ContractorPaidAsContext } from '../../../components/contractor-picker/paid-as';
import { PageTitle } from '../../../components/page-title';
import { PayoutDrawer } from '../components/payout-drawer';
import { PayoutForm } from '../components/payout-form';
import { PayoutModeTabs } from '../components/payout-mode-tabs';
import { PayoutsList } from '../components/payouts-list';
import { usePayoutFromAddress } from '../components/use-payout-from-address';

type PayoutsPageProps = { kind: PayoutKind; mode: 'single' | 'multiple' };

const TITLES: Record<PayoutKind, Record<PayoutsPageProps['mode'], string>> = {
  NPD: { single: 'Разовая выплата самозанятому', multiple: 'Выплаты самозанятым' },
  INDIVIDUAL: { single: 'Разовая выплата физическому лицу', multiple: 'Выплаты физическим лицам' },
};

/**
 * /payments/{npd|individual}/{single|multiple} (docs/decisions/payouts-screens.md): the form on top
 * (one row, or several paid together), the company's payouts of that kind below it, and one drawer for
 * a payout opened from either — the one just created opens by itself, one named by `?payout={id}`
 * (a balance operation's link) once it is read.
 */
function PayoutsPage({ kind, mode }: PayoutsPageProps) {
  const [opened, setOpened] = useState<{ payout: Payout; isOpen: boolean } | null>(null);
  const open = useCallback((payout: Payout) => setOpened({ payout, isOpen: true }), []);
  usePayoutFromAddress(kind, open);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <PageTitle level={2} gutter={0}>
          {TITLES[kind][mode]}
        </PageTitle>
        <PayoutModeTabs tab={kind === 'NPD' ? 'npd' : 'individual'} mode={mode} />
      </Stack>
      {/* A new mode is a new form: nothing typed for one payout carries into several. */}
      <ContractorPaidAsContext value={kind}>
        <PayoutForm key={mode} kind={kind} isMultiple={mode === 'multiple'} onOpen={open} />
      </ContractorPaidAsContext>
      <Divider />
      <PayoutsList kind={kind} onOpen={open} />
      <PayoutDrawer
        kind={kind}
        payout={opened?.payout ?? null}
        open={opened?.isOpen ?? false}
        onClose={() => setOpened((was) => was && { ...was, isOpen: false })}
        onChanged={(payout) => setOpened(payout ? { payout, isOpen: true } : null)}
      />
    </Stack>
  );
}

export function NpdSinglePage() {
  return <PayoutsPage kind="NPD" mode="single" />;
}

export function NpdMultiplePage() {
  return <PayoutsPage kind="NPD" mode="multiple" />;
}

export function IndividualSinglePage() {
  return <PayoutsPage kind="INDIVIDUAL" mode="single" />;
}

export function IndividualMultiplePage() {
  return <PayoutsPage kind="INDIVIDUAL" mode="multiple" />;
}

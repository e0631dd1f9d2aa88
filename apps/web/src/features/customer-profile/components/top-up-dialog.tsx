import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NominalAccount } from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { saveLoadedFile } from '../../../lib/save-blob';
import { downloadNominalContract } from '../api/nominal-contract-file';

const REQUISITES: { key: keyof NominalAccount; label: string }[] = [
  { key: 'recipient', label: 'Получатель' },
  { key: 'inn', label: 'ИНН' },
  { key: 'kpp', label: 'КПП' },
  { key: 'account_number', label: 'Счёт' },
  { key: 'bank_name', label: 'Банк' },
  { key: 'bik', label: 'БИК' },
  { key: 'correspondent_account', label: 'Корр. счёт' },
  { key: 'purpose', label: 'Назначение платежа' },
];

/**
 * «Пополнить»: the platform's nominal account and the purpose line the company's payment order must
 * carry (the arrival is matched by them), each with a copy button; the nominal account contract.
 */
/** What the dialog promises: the statement is read every 30 s and the balance page asks every 10 s (lib/balance.ts). */
export const TOP_UP_TIMING = 'Зачисление появится на балансе в течение минуты после поступления денег на счёт.';

export function TopUpDialog({ account, onClose }: { account: NominalAccount; onClose: () => void }) {
  const titleId = useId();
  const [isDownloading, setIsDownloading] = useState(false);
  const downloadContract = async () => {
    setIsDownloading(true);
    await saveLoadedFile(downloadNominalContract, 'Не удалось скачать договор');
    setIsDownloading(false);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Пополнение баланса</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Переведите деньги со счёта компании по этим реквизитам. Назначение платежа укажите точно как здесь: по нему
          деньги зачислятся на ваш баланс.
        </Typography>
        <Typography sx={{ mb: 2 }}>{TOP_UP_TIMING}</Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {REQUISITES.map(({ key, label }) => (
            <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ width: 150, flexShrink: 0 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, flexGrow: 1, overflowWrap: 'anywhere' }}>
                {account[key]}
              </Typography>
              <CopyButton text={account[key]} label={`Скопировать: ${label}`} />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void downloadContract()} loading={isDownloading}>
          Договор номинального счёта
        </Button>
        <Button variant="contained" onClick={onClose}>
          Закрыть
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EmployeeExportRequest } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { saveLoadedFile } from '../../../lib/save-blob';
import { exportEmployees } from '../api/export-employees';
import { EmployeesImportButton } from './employees-import-button';

/**
 * The page's actions: invite, the invites list, «Выгрузить в Excel» (what the list shows: same search,
 * filters and order) and the company's defaults.
 */
export function EmployeesActions({ query }: { query: EmployeeExportRequest }) {
  const [isExporting, setIsExporting] = useState(false);

  const handleExport = async () => {
    setIsExporting(true);
    await saveLoadedFile(
      async () => ({ blob: await exportEmployees(query), name: `Исполнители ${formatDate(new Date())}.xlsx` }),
      'Не удалось выгрузить исполнителей, попробуйте позже',
    );
    setIsExporting(false);
  };

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" component={Link} to="/employees/invite">
        Пригласить исполнителя
      </Button>
      <Button variant="outlined" component={Link} to="/employees/invites">
        Приглашения
      </Button>
      <Button variant="outlined" onClick={() => void handleExport()} loading={isExporting}>
        Выгрузить в Excel
      </Button>
      <EmployeesImportButton />
      <Button component={Link} to="/employees/constants">
        Настройки
      </Button>
    </Stack>
  );
}

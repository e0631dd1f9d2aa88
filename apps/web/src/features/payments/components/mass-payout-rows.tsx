import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { MassPayout, MassPayoutRow } from '@vyplaty/contracts';
import { useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { errorMessage } from '../../../lib/http';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { notify } from '../../../lib/toast';
import { useChangeMassPayout } from '../api/change-mass-payout';
import { useMassPayoutRows } from '../api/get-mass-payout-rows';
import { CursorPager } from './cursor-pager';
import { MASS_PAYOUT_ROWS_LIST, type MassPayoutRowsFilters } from './mass-payout-rows-config';
import { MassPayoutRowsCards, MassPayoutRowsTable } from './mass-payout-rows-views';
import { RemoveRowsDialog } from './remove-rows-dialog';
import { RowsErrorSearch } from './rows-error-search';

type StateTab = NonNullable<MassPayoutRowsFilters['state']> | 'ALL';

function tabsOf(registry: MassPayout): { value: StateTab; label: string }[] {
  return [
    { value: 'ALL', label: 'Все' },
    { value: 'VALID', label: `Верные (${registry.rows.valid})` },
    { value: 'INVALID', label: `С ошибками (${registry.rows.invalid})` },
    { value: 'DUPLICATE', label: `Похожие на повтор (${registry.rows.duplicate})` },
    { value: 'REMOVED', label: 'Удалённые' },
    // Once paid, the rows that became payouts and those that were not paid, with the reason.
    ...(registry.payment
      ? [
          { value: 'PAYOUT_CREATED' as const, label: 'Выплаты созданы' },
          { value: 'FAILED' as const, label: 'Не оплаченные' },
        ]
      : []),
  ];
}

/**
 * A checked registry's rows in file order, by state (in the address), paged on the server after the last
 * row number; in a draft, rows are chosen to leave the registry and flagged repeats confirmed.
 */
export function MassPayoutRows({ registry }: { registry: MassPayout }) {
  const list = usePagedList(MASS_PAYOUT_ROWS_LIST);
  const rows = useMassPayoutRows(registry.kind, registry.id, {
    ...list.paging,
    ...list.filters,
    ...(list.search ? { error: list.search } : {}),
  });
  const change = useChangeMassPayout(registry.kind, registry.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isRemoving, setIsRemoving] = useState(false);
  const items = rows.data?.items ?? [];
  const canChange = registry.status === 'DRAFT';
  const tab: StateTab = list.filters.state ?? 'ALL';

  const toggle = (row: MassPayoutRow) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  const toggleAll = (pageRows: readonly MassPayoutRow[], isChecked: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const row of pageRows) {
        if (isChecked) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });
  const failed = (fallback: string) => (err: unknown) => notify.error(errorMessage(err, fallback));
  const confirm = (row: MassPayoutRow) =>
    change.mutate(
      { action: 'confirm-rows', ids: [row.id], isConfirmed: !row.duplicate_confirmed },
      { onError: failed('Не удалось подтвердить повтор') },
    );
  const remove = async () => {
    await change.mutateAsync({ action: 'remove-rows', ids: [...selected] });
    notify.success(selected.size === 1 ? 'Строка убрана из реестра' : `Строк убрано из реестра: ${selected.size}`);
    setSelected(new Set());
  };

  const viewProps = {
    kind: registry.kind,
    items,
    canSelect: canChange,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onConfirm: canChange ? confirm : undefined,
  };
  return (
    <Stack component="section" aria-label="Строки реестра" spacing={2} sx={{ mt: 3 }}>
      <Tabs
        value={tab}
        onChange={(_, value: StateTab) => {
          setSelected(new Set());
          list.setFilters(value === 'ALL' ? {} : { state: value });
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Строки по состоянию"
      >
        {tabsOf(registry).map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} />
        ))}
      </Tabs>
      <RowsErrorSearch
        initialText={list.search}
        onSearch={(text) => {
          if (text === list.search) return;
          setSelected(new Set());
          list.setSearch(text);
        }}
      />
      {canChange && selected.size > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography>{`Выбрано строк: ${selected.size}`}</Typography>
          <Button variant="outlined" color="error" onClick={() => setIsRemoving(true)}>
            Убрать из реестра
          </Button>
          <Button onClick={() => setSelected(new Set())}>Снять выбор</Button>
        </Stack>
      )}
      <ListBody
        query={rows}
        count={items.length}
        failureText="Не удалось загрузить строки реестра"
        emptyText={tab === 'ALL' && !list.search ? 'В реестре нет строк' : 'Таких строк в реестре нет'}
        table={<MassPayoutRowsTable {...viewProps} />}
        cards={<MassPayoutRowsCards {...viewProps} />}
      />
      {rows.data && <CursorPager paging={list} shown={items.length} hasNext={rows.data.next_cursor !== null} />}
      <RemoveRowsDialog
        open={isRemoving}
        count={selected.size}
        onClose={() => setIsRemoving(false)}
        onRemove={remove}
      />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import {
  kopecksToRubles,
  rublesToKopecks,
  TASK_REGISTRY_MAX_PAIRS,
  type TaskRegistryResponse,
  type TaskWorkToPay,
} from '@vyplaty/contracts';
import { useId, useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { createWorkRegistries, pairOf, useWorkToPay, workKey } from '../api/work-to-pay-calls';
import { WorkToPayList } from './work-to-pay-list';
import { WorkToPayResult, worksText } from './work-to-pay-result';

const PAGE_SIZE = 50;
const EMPTY_TEXT =
  'Нет принятых работ, готовых к оплате реестром. Работы появляются здесь, когда вы принимаете их с оплатой реестром и обе стороны подписывают акт';

const sumOf = (works: Iterable<TaskWorkToPay>) => {
  let kopecks = 0n;
  for (const work of works) kopecks += rublesToKopecks(work.amount) ?? 0n;
  return formatMoney(kopecksToRubles(kopecks));
};

/**
 * «Оплатить реестром»: the accepted work whose act both sides signed, server-paged; the chosen work (kept across
 * pages) becomes registries — one per kind — checked and paid on each registry's own page. Mount only while open.
 */
function WorkToPayDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlyMap<string, TaskWorkToPay>>(new Map());
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<TaskRegistryResponse | null>(null);
  const work = useWorkToPay({ page, page_size: PAGE_SIZE });
  const items = work.data?.items ?? [];
  const count = work.data?.totalCount ?? 0;
  const isTooMany = chosen.size > TASK_REGISTRY_MAX_PAIRS;

  const choose = (works: readonly TaskWorkToPay[], isChosen: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      for (const w of works) {
        if (isChosen) next.set(workKey(w), w);
        else next.delete(workKey(w));
      }
      return next;
    });

  const create = async () => {
    if (isSending || chosen.size === 0 || isTooMany) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await createWorkRegistries({ pairs: [...chosen.values()].map(pairOf) });
      setMade(answer);
      setChosen(new Map());
    } catch (err) {
      // All or nothing: the list is asked again, so the work no longer ready drops out of it.
      setFailure(errorMessage(err, 'Не удалось создать реестр'));
    } finally {
      setSending(false);
      // The pairs now show their registry; the payments' lists have new registries.
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all });
    }
  };

  return (
    <Dialog
      open
      onClose={isSending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={isPhone}
    >
      <DialogTitle id={titleId}>Оплатить реестром</DialogTitle>
      <DialogContent>
        {made ? (
          <WorkToPayResult registries={made.registries} />
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              Принятые работы, акт по которым подписали обе стороны. Выбранные работы станут реестром выплат
              (самозанятым и физическим лицам — отдельно); его проверяют и оплачивают на странице реестра.
            </Typography>
            <ListBody
              query={work}
              count={count}
              failureText="Не удалось загрузить работы к оплате"
              emptyText={EMPTY_TEXT}
              table={
                <WorkToPayList
                  items={items}
                  isChosen={(w) => chosen.has(workKey(w))}
                  onToggle={(w) => choose([w], !chosen.has(workKey(w)))}
                  onTogglePage={(isChosen) => choose(items, isChosen)}
                />
              }
            />
            {count > PAGE_SIZE && (
              <Pagination
                count={Math.ceil(count / PAGE_SIZE)}
                page={page}
                onChange={(_, next) => setPage(next)}
                sx={{ alignSelf: 'center' }}
              />
            )}
            {count > 0 && work.data && (
              <Typography aria-live="polite">
                {`Выбрано: ${worksText(chosen.size)} на ${sumOf(chosen.values())}. `}
                {`Всего готово к оплате: ${worksText(count)} на ${formatMoney(work.data.total_amount)}`}
              </Typography>
            )}
            {isTooMany && (
              <Alert severity="warning">{`Не больше ${TASK_REGISTRY_MAX_PAIRS} работ в одном реестре`}</Alert>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          {made ? 'Закрыть' : 'Отменить'}
        </Button>
        {!made && (
          <Button
            variant="contained"
            onClick={() => void create()}
            loading={isSending}
            disabled={chosen.size === 0 || isTooMany}
          >
            Создать реестр
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** On the company's tasks list: «Оплатить реестром» and its dialog. */
export function WorkToPayButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Оплатить реестром
      </Button>
      {isOpen && <WorkToPayDialog onClose={() => setOpen(false)} />}
    </>
  );
}

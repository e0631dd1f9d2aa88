import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Bundle } from '@vyplaty/contracts';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { isGenerating, useGenerateBundle } from '../api/bundle-queries';
import { BundleGenerationProgress } from './bundle-progress';

/**
 * The generation step: «Сформировать документы (N)» for the rows without errors, the job's live progress,
 * then how it ended (each row's result is in the rows table: «Документ сформирован» / «не сформирован»).
 */
export function BundleGenerationStep({ bundle }: { bundle: Bundle }) {
  const generate = useGenerateBundle(bundle.id);
  const { done, failed } = bundle.generation;
  const run = async () => {
    try {
      await generate.mutateAsync();
    } catch (err) {
      notify.error(errorMessage(err, 'Не удалось запустить формирование документов'));
    }
  };
  const isFinished = bundle.status === 'COMPLETED_SUCCESS' || bundle.status === 'COMPLETED_ERRORS';
  if (!bundle.can_generate && !isGenerating(bundle) && !isFinished) return null;
  return (
    <Box component="section" aria-labelledby="bundle-generation-title">
      <Typography id="bundle-generation-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Формирование документов
      </Typography>
      {bundle.can_generate && (
        <Button variant="contained" loading={generate.isPending} onClick={() => void run()}>
          {`Сформировать документы (${bundle.import.valid})`}
        </Button>
      )}
      {isGenerating(bundle) && <BundleGenerationProgress bundle={bundle} />}
      {isFinished && (
        <Alert severity={failed > 0 ? 'warning' : 'success'} sx={{ my: 1 }}>
          {failed > 0
            ? `Сформировано документов: ${done}. Не сформировано: ${failed} — причины в строках ниже.`
            : `Сформировано документов: ${done}.`}
        </Alert>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ExpandableSection } from '../../../components/expandable-section';
import { Loader } from '../../../components/loader';
import { useCompanyProfile } from '../api/company-profile';
import { CompanyActions } from './company-actions';
import { CompanyDetails } from './company-details';

const TITLE = 'Компания';

function CompanyCardContent() {
  const company = useCompanyProfile();
  if (company.isPending) return <Loader label="Загрузка данных компании" />;
  if (company.isError) {
    // A quiet line rather than a retry panel: the page below has its own data and its own errors.
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">Не удалось загрузить данные компании.</Typography>
        <Button size="small" onClick={() => company.refetch()} loading={company.isFetching}>
          Загрузить снова
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: { lg: 4 } }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <CompanyDetails company={company.data} />
      </Box>
      <CompanyActions company={company.data} />
    </Stack>
  );
}

/**
 * The company's requisites above every profile page (SPEC «fields not shown»: docs/decisions/onboarding.md).
 * Compact on a wide screen (requisites in columns, actions beside them) and folded away on phones, so
 * the page's own content stays on the first screen.
 */
export function CompanyCard() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  if (isMobile) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ExpandableSection title={TITLE}>
          <CompanyCardContent />
        </ExpandableSection>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-card-title" sx={{ px: 3, py: 2 }}>
      <Typography id="company-card-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {TITLE}
      </Typography>
      <CompanyCardContent />
    </Paper>
  );
}

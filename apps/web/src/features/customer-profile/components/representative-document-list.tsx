import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RepresentativeDocument, trustDocumentFormatLabels } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';
import { isKepSignableTrustDocument, TrustDocumentKepButton } from './trust-document-kep-button';

const KIND_TITLES: Record<RepresentativeDocument['kind'], string> = {
  TRUST_DOCUMENT: 'Доверенность',
  USER: 'Документ',
  AGREEMENT_DOCUMENT: 'Соглашение',
};

/** /files-preview/responsible/{fileId}: the preview page of one of the person's files. */
export const responsibleFilePreviewPath = (fileId: string) =>
  `/files-preview/responsible/${encodeURIComponent(fileId)}`;

function period(document: RepresentativeDocument) {
  const from = document.issued_on ? `с ${formatDate(document.issued_on)} ` : '';
  return document.valid_until ? `${from}по ${formatDate(document.valid_until)}` : null;
}

/**
 * The МЧД's signature as the server checked it: by whom and when, or what is missing. A refused .sig is
 * not kept (its reason is shown where it was uploaded); an unsigned МЧД still counts, as on the server.
 */
function signatureLine(document: RepresentativeDocument): string {
  if (document.signature_check === 'VALID')
    return document.signed_by
      ? `Подпись проверена: ${document.signed_by.signer}, ${formatDate(document.signed_by.signed_at)}`
      : 'Подпись проверена';
  if (document.signature_check === 'NOT_CHECKED')
    return 'Подпись доверителя (.sig) загружена, но не проверена: загрузите её заново или подпишите МЧД КЭП руководителя';
  return 'Подпись доверителя (.sig) не загружена: загрузите подпись руководителя или подпишите МЧД КЭП';
}

function StateChip({ document }: { document: RepresentativeDocument }) {
  if (document.kind !== 'TRUST_DOCUMENT') return null;
  if (document.format === 'GENERATED') return <Chip size="small" variant="outlined" label="Ждёт подписания" />;
  return document.is_in_force ? (
    <Chip size="small" variant="outlined" color="success" label="Действует" />
  ) : (
    <Chip size="small" variant="outlined" color="warning" label="Не действует" />
  );
}

type RepresentativeDocumentListProps = {
  /** The person: a trust document is signed with КЭП under their path. */
  representativeId: string;
  documents: RepresentativeDocument[];
  onWithdraw: (document: RepresentativeDocument) => void;
};

/** The person's live documents, newest first: what each is, its period, preview links, withdraw. */
export function RepresentativeDocumentList({
  representativeId,
  documents,
  onWithdraw,
}: RepresentativeDocumentListProps) {
  if (documents.length === 0) {
    return <Typography color="text.secondary">Документов пока нет.</Typography>;
  }
  return (
    <Stack
      component="ul"
      aria-label="Документы ответственного лица"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {documents.map((document) => (
        <Paper component="li" variant="outlined" key={document.id} sx={{ p: 2 }}>
          <Stack spacing={0.75}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500 }}>
                {KIND_TITLES[document.kind]}
                {document.number ? ` № ${document.number}` : ''}
              </Typography>
              <Chip size="small" label={trustDocumentFormatLabels[document.format]} />
              <StateChip document={document} />
            </Stack>
            {period(document) && (
              <Typography variant="body2" color="text.secondary">
                Действует {period(document)}
              </Typography>
            )}
            {document.powers.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                Полномочия: {document.powers.map((power) => power.text).join('; ')}
              </Typography>
            )}
            {document.format === 'MCHD_XML' && (
              <Typography
                variant="body2"
                color={document.signature_check === 'VALID' ? 'success.main' : 'text.secondary'}
              >
                {signatureLine(document)}
              </Typography>
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={responsibleFilePreviewPath(document.file_id)} target="_blank">
                {document.file_name}
              </Link>
              {document.signature_file_id && (
                <Link
                  component={RouterLink}
                  to={responsibleFilePreviewPath(document.signature_file_id)}
                  target="_blank"
                >
                  Файл подписи
                </Link>
              )}
              {isKepSignableTrustDocument(document) && (
                <TrustDocumentKepButton representativeId={representativeId} document={document} />
              )}
              <Button size="small" color="error" onClick={() => onWithdraw(document)} sx={{ ml: 'auto' }}>
                Отозвать
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

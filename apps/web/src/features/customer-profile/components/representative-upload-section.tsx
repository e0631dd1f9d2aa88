import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RepresentativeDocument } from '@vyplaty/contracts';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { type RepresentativeUploadFields, useUploadRepresentativeFile } from '../api/representative-upload';

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

type RepresentativeUploadSectionProps = {
  personId: string;
  /** The person's documents: a .sig goes to the newest МЧД. */
  documents: RepresentativeDocument[];
};

/**
 * Upload of a trust document: an МЧД (.xml, read and checked by the server), a scan (.pdf, with the
 * dates typed here) or the МЧД's detached signature (.sig, attached to the newest МЧД).
 */
export function RepresentativeUploadSection({ personId, documents }: RepresentativeUploadSectionProps) {
  const upload = useUploadRepresentativeFile();
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState<Dayjs | null>(null);
  const [validUntil, setValidUntil] = useState<Dayjs | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const handleFile = async (file: File) => {
    setProblem(null);
    const extension = extensionOf(file.name);
    let fields: RepresentativeUploadFields = { kind: 'TRUST_DOCUMENT' };
    if (extension === 'pdf') {
      if (!isoDateOf(validUntil)) {
        setProblem('Для скана доверенности укажите срок действия, затем загрузите файл');
        return;
      }
      fields = { ...fields, number: number.trim(), issued_on: isoDateOf(issuedOn), valid_until: isoDateOf(validUntil) };
    } else if (extension === 'sig' || extension === 'p7s') {
      const mchd = documents.find((d) => d.format === 'MCHD_XML');
      if (!mchd) {
        setProblem('Сначала загрузите МЧД (.xml), затем файл её подписи');
        return;
      }
      fields = { signature_for: mchd.id };
    }
    try {
      await upload.mutateAsync({ id: personId, file, fields });
    } catch (err) {
      setProblem(errorMessage(err, 'Не удалось загрузить файл, попробуйте позже'));
      return;
    }
    notify.success('Документ загружен');
    setNumber('');
    setIssuedOn(null);
    setValidUntil(null);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Загрузить доверенность
      </Typography>
      <Typography variant="body2" color="text.secondary">
        МЧД в формате XML проверяется автоматически: доверитель — ваша компания, представитель — это лицо, срок действия
        не истёк. Файл подписи МЧД (.sig) проверяется как КЭП: подписать МЧД должен руководитель компании своим
        сертификатом. Для скана в PDF укажите срок действия.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Номер доверенности" value={number} onChange={(e) => setNumber(e.target.value)} />
        <DatePicker label="Дата выдачи" value={issuedOn} onChange={setIssuedOn} name="issued_on" />
        <DatePicker label="Действует по" value={validUntil} onChange={setValidUntil} name="valid_until" />
      </Stack>
      <FileDropZone
        accept={['xml', 'pdf', 'sig']}
        maxSizeMb={10}
        height={140}
        isLoading={upload.isPending}
        onFile={(file) => void handleFile(file)}
      />
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

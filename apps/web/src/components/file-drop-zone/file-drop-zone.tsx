import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { UploadFileIcon } from '../icons';
import { buildDropPrompt } from './build-drop-prompt';
import { type FileRules, normalizeExtension, validateDroppedFile } from './validate-dropped-file';

/** SPEC §9: default file drop height. */
export const FILE_DROP_ZONE_HEIGHT_PX = 200;

type FileDropZoneProps = FileRules & {
  /** Called with the first dropped or picked file, once it has passed the rules. */
  onFile: (file: File) => void;
  height?: number;
  /** The file is being uploaded: progress replaces the prompt and nothing new is taken. */
  isLoading?: boolean;
  /** 0–100; without it the bar runs indeterminate. */
  progress?: number;
  disabled?: boolean;
};

/** SPEC §2/§5 file drop zone: drag and drop, or 'Выберите файл', checked against the rules. */
export function FileDropZone({
  accept,
  maxSizeMb,
  onFile,
  height = FILE_DROP_ZONE_HEIGHT_PX,
  isLoading = false,
  progress,
  disabled = false,
}: FileDropZoneProps) {
  const [error, setError] = useState<string | null>(null);

  const handleDrop = (accepted: File[], rejected: FileRejection[]) => {
    // With multiple: false react-dropzone rejects every file of a multi-file drop; the spec uses the first.
    const file = accepted[0] ?? rejected[0]?.file;
    if (!file) return;
    const problem = validateDroppedFile(file, { accept, maxSizeMb });
    setError(problem);
    if (!problem) onFile(file);
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: handleDrop,
    multiple: false,
    // The 'Выберите файл' button is the keyboard way in; a focusable zone around it would be a second tab stop.
    noKeyboard: true,
    disabled: disabled || isLoading,
  });

  // Only a hint for the system file dialog; the rules are checked by validateDroppedFile.
  const acceptHint = accept?.map((ext) => `.${normalizeExtension(ext)}`).join(',');

  return (
    <Box>
      <Box
        {...getRootProps()}
        data-drag-active={isDragActive}
        sx={{
          height,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: isDragActive ? 'primary.main' : error ? 'error.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'background.paper',
          cursor: disabled || isLoading ? 'default' : 'pointer',
          transition: 'border-color 150ms, background-color 150ms',
        }}
      >
        <input {...getInputProps({ accept: acceptHint })} />
        {isLoading ? (
          <UploadProgress progress={progress} />
        ) : (
          <>
            <UploadFileIcon color={isDragActive ? 'primary' : 'action'} fontSize="large" />
            <Typography>{buildDropPrompt({ accept, maxSizeMb })}</Typography>
            <Button
              disabled={disabled}
              onClick={(event) => {
                // The zone's own click handler would open the file dialog a second time.
                event.stopPropagation();
                open();
              }}
            >
              Выберите файл
            </Button>
          </>
        )}
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

function UploadProgress({ progress }: { progress?: number }) {
  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <LinearProgress
        aria-label="Загрузка файла"
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
      {percent !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${percent}%`}
        </Typography>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export type InstallPlatform = 'ios' | 'android' | 'desktop';

/** Steps for browsers that never fire the before-install event (Safari) or when it was not offered. */
const STEPS: Record<InstallPlatform, { browser: string; steps: readonly string[] }> = {
  ios: {
    browser: 'Safari на iPhone и iPad',
    steps: ['Нажмите «Поделиться» внизу экрана.', 'Выберите «На экран „Домой“».', 'Нажмите «Добавить».'],
  },
  android: {
    browser: 'Chrome или Яндекс Браузер на Android',
    steps: [
      'Откройте меню браузера «⋮».',
      'Выберите «Установить приложение» или «Добавить на главный экран».',
      'Подтвердите установку.',
    ],
  },
  desktop: {
    browser: 'Chrome, Edge или Яндекс Браузер на компьютере',
    steps: [
      'Нажмите значок установки в адресной строке или откройте меню браузера.',
      'Выберите «Установить приложение».',
      'Подтвердите установку.',
    ],
  },
};

/** Which instructions fit this device; iPadOS presents itself as a Mac with a touch screen. */
export function detectInstallPlatform(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator,
): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(nav.userAgent)) return 'ios';
  if (/Macintosh/i.test(nav.userAgent) && nav.maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(nav.userAgent)) return 'android';
  return 'desktop';
}

type InstallInstructionDialogProps = {
  open: boolean;
  onClose: () => void;
  platform?: InstallPlatform;
};

/** How to add the portal to the home screen by hand (SPEC §4: the dialog opens and closes). */
export function InstallInstructionDialog({
  open,
  onClose,
  platform = detectInstallPlatform(),
}: InstallInstructionDialogProps) {
  const { browser, steps } = STEPS[platform];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" aria-labelledby="install-instruction-title">
      <DialogTitle id="install-instruction-title">Как установить приложение</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {browser}
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 0 }}>
          {steps.map((step) => (
            <Typography component="li" key={step} sx={{ mb: 1 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Понятно</Button>
      </DialogActions>
    </Dialog>
  );
}

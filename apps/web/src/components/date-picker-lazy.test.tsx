import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { expect, it } from 'vitest';
import { appTheme } from '../theme/theme';
import { DatePicker } from './date-picker';

// Runs in a module graph of its own (vitest.config.ts): where a picker was drawn before, its code is there at once.
it('a page draws the field at once, as its empty look, and the picker takes its place when its code has come', async () => {
  render(
    <ThemeProvider theme={appTheme()}>
      <DatePicker label="Дата оплаты" value={dayjs('2026-03-05')} onChange={() => {}} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('textbox', { name: 'Дата оплаты' })).toBeDisabled();
  expect(await screen.findByRole('group', { name: 'Дата оплаты' })).toHaveTextContent('05.03.2026');
  expect(screen.queryByRole('textbox', { name: 'Дата оплаты' })).toBeNull();
});

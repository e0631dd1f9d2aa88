import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appTheme } from '../theme/theme';
import { dateErrorText, isoDateOf } from './date-picker';
import { DatePickerField } from './date-picker-field';

type HarnessProps = Omit<ComponentProps<typeof DatePickerField>, 'value' | 'onChange' | 'label'> & {
  initial: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
};

/** The picker as a form holds it: controlled, with the app's theme and Russian adapter locale. */
function Harness({ initial, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={appTheme()}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru">
        <DatePickerField
          label="Дата оплаты"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
          {...props}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}

const field = () => screen.getByRole('group', { name: 'Дата оплаты' });

async function typeDate(digits: string) {
  await userEvent.click(screen.getByRole('spinbutton', { name: 'День' }));
  await userEvent.keyboard(digits);
}

describe('date picker', () => {
  it('shows the date as DD.MM.YYYY with Russian section names', () => {
    render(<Harness initial={dayjs('2026-03-05')} />);
    expect(field()).toHaveTextContent('05.03.2026');
    expect(screen.getByRole('spinbutton', { name: 'Месяц' })).toHaveAttribute('aria-valuetext', 'март');
  });

  it('takes a typed date', async () => {
    const onChange = vi.fn();
    render(<Harness initial={null} onChange={onChange} />);
    await typeDate('17042026');
    expect(field()).toHaveTextContent('17.04.2026');
    expect(onChange.mock.lastCall?.[0]?.format('YYYY-MM-DD')).toBe('2026-04-17');
  });

  it('the clear button empties the field with onChange(null)', async () => {
    const onChange = vi.fn();
    render(<Harness initial={dayjs('2026-03-05')} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Очистить значение' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field()).not.toHaveTextContent('05.03.2026');
  });

  it('a date before minDate is flagged in Russian', async () => {
    render(<Harness initial={null} minDate={dayjs('2026-01-01')} />);
    await typeDate('31122025');
    expect(screen.getByText('Дата не раньше 01.01.2026')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a date after maxDate is flagged in Russian; a date inside the range is not', async () => {
    render(<Harness initial={null} maxDate={dayjs('2026-12-31')} />);
    await typeDate('01012027');
    expect(screen.getByText('Дата не позже 31.12.2026')).toBeInTheDocument();

    await typeDate('01012026');
    expect(screen.queryByText('Дата не позже 31.12.2026')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('date error text', () => {
  const limits = { minDate: dayjs('2026-01-01'), maxDate: dayjs('2026-12-31') };

  it.each([
    [null, null],
    ['minDate', 'Дата не раньше 01.01.2026'],
    ['maxDate', 'Дата не позже 31.12.2026'],
    ['invalidDate', 'Некорректная дата'],
    ['disablePast', 'Недопустимая дата'],
  ] as const)('%s → %s', (error, text) => {
    expect(dateErrorText(error, limits)).toBe(text);
  });
});

describe('isoDateOf', () => {
  it('gives a whole date as YYYY-MM-DD and nothing while the year is half typed', () => {
    expect(isoDateOf(dayjs('2026-02-01'))).toBe('2026-02-01');
    expect(isoDateOf(dayjs('0202-02-01'))).toBeUndefined();
    expect(isoDateOf(dayjs('nonsense'))).toBeUndefined();
    expect(isoDateOf(null)).toBeUndefined();
  });
});

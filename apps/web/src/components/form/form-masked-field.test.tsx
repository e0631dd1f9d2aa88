import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyAmountSchema, phoneSchema, snilsSchema } from '@vyplaty/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormMaskedField } from './form-masked-field';
import { inputMasks } from './input-masks';
import { useZodForm } from './use-zod-form';

const schema = z.object({ phone: phoneSchema, birth: z.string(), snils: snilsSchema, inn: z.string() });
type Values = z.output<typeof schema>;

function MaskedForm({ onSubmit, phone = '' }: { onSubmit: (values: Values) => void; phone?: string }) {
  const form = useZodForm(schema, { defaultValues: { phone, birth: '', snils: '', inn: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FormMaskedField control={form.control} name="phone" label="Телефон" mask={inputMasks.phone} />
      <FormMaskedField control={form.control} name="birth" label="Дата рождения" mask={inputMasks.date} />
      <FormMaskedField control={form.control} name="snils" label="СНИЛС" mask={inputMasks.snils} />
      <FormMaskedField control={form.control} name="inn" label="ИНН" mask={inputMasks.inn} />
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe('masked fields', () => {
  it('shape what people type: digits without dots, the 8-prefix, spaces; letters do not get in', async () => {
    const onSubmit = vi.fn();
    render(<MaskedForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Телефон'), '8 999 123 45 67');
    await user.type(screen.getByLabelText('Дата рождения'), '01021990');
    await user.type(screen.getByLabelText('СНИЛС'), '11223344595');
    await user.type(screen.getByLabelText('ИНН'), '7707 08 3893abc');

    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 999 123-45-67');
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('01.02.1990');
    expect(screen.getByLabelText('СНИЛС')).toHaveValue('112-233-445 95');
    expect(screen.getByLabelText('ИНН')).toHaveValue('7707083893');

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    // The contract's schemas judge and normalise what the masks let through.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      phone: '+79991234567',
      birth: '01.02.1990',
      snils: '11223344595',
      inn: '7707083893',
    });
  });

  it('shows a stored phone in the mask and does not treat a +7 typed first as a digit', async () => {
    render(<MaskedForm onSubmit={vi.fn()} phone="+79990000001" />);
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 999 000-00-01');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Телефон'));
    await user.type(screen.getByLabelText('Телефон'), '+79161234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 916 123-45-67');
  });

  it('shapes an amount as roubles with kopecks: thousands spaced, a dot becomes the comma, no third decimal', async () => {
    const amountSchema = z.object({ amount: moneyAmountSchema });
    const onSubmit = vi.fn();
    function AmountForm() {
      const form = useZodForm(amountSchema, { defaultValues: { amount: '' } });
      return (
        <form onSubmit={form.handleSubmit(onSubmit)}>
          <FormMaskedField control={form.control} name="amount" label="Сумма" mask={inputMasks.money} />
          <button type="submit">Сохранить</button>
        </form>
      );
    }
    render(<AmountForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Сумма'), '1500.505abc');
    expect(screen.getByLabelText('Сумма')).toHaveValue('1 500,50');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ amount: 150050n });
  });
});

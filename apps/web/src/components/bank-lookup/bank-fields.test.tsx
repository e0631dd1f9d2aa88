import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type BankSuggestion, type OrganisationStatus } from '@vyplaty/contracts';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { http } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { SBER_SUGGESTION } from '../../test/fixtures/banks';
import { pathOf, type StubHandler, stubAdapter } from '../../test/http-stub';
import { useZodForm } from '../form/use-zod-form';
import { BankFields } from './bank-fields';

const schema = z.object({
  bik: z.string().regex(/^\d{9}$/, 'БИК состоит из 9 цифр'),
  bank_name: z.string().min(1, 'Укажите банк'),
  corr_account: z.string().min(1, 'Введите корреспондентский счёт'),
});

function Harness({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { bik: '', bank_name: '', corr_account: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <BankFields
        control={form.control}
        setValue={form.setValue}
        names={{ bik: 'bik', bankName: 'bank_name', corrAccount: 'corr_account' }}
      />
      <button type="submit">Сохранить</button>
    </form>
  );
}

let originalAdapter: AxiosAdapter | undefined;
beforeEach(() => {
  originalAdapter = http.defaults.adapter as AxiosAdapter | undefined;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

function renderFields(api: StubHandler) {
  const adapter = stubAdapter(api);
  http.defaults.adapter = adapter;
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return { adapter, onSubmit };
}

const bankApi =
  (reply: Awaited<ReturnType<StubHandler>>): StubHandler =>
  (req) =>
    pathOf(req) === apiPaths.lookups.bank ? reply : { status: 404, data: {} };

describe('bank fields (БИК lookup)', () => {
  it('fills the bank name and corr. account from a complete БИК, read-only', async () => {
    const { adapter, onSubmit } = renderFields(bankApi({ status: 200, data: { suggestions: [SBER_SUGGESTION] } }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('БИК'), '044525225');

    await waitFor(() => expect(screen.getByLabelText('Банк')).toHaveValue('ПАО Сбербанк'));
    expect(screen.getByLabelText('Корр. счёт')).toHaveValue('30101810400000000225');
    expect(screen.getByLabelText('Банк')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Корр. счёт')).toHaveAttribute('readonly');
    expect(adapter.calls).toHaveLength(1);
    expect(adapter.calls[0]!.method).toBe('post');
    expect(JSON.parse(adapter.calls[0]!.data as string)).toEqual({ query: '044525225' });

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { bik: '044525225', bank_name: 'ПАО Сбербанк', corr_account: '30101810400000000225' },
        expect.anything(),
      ),
    );
  });

  it("says 'Банк не найден' when the directory has no such БИК", async () => {
    renderFields(bankApi({ status: 200, data: { suggestions: [] } }));
    await userEvent.type(screen.getByLabelText('БИК'), '049999999');
    expect(await screen.findByText('Банк не найден')).toBeInTheDocument();
    expect(screen.getByLabelText('БИК')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Банк')).toHaveValue('');
    expect(screen.getByLabelText('Банк')).toHaveAttribute('readonly');
  });

  it.each<OrganisationStatus>(['LIQUIDATED', 'LIQUIDATING', 'BANKRUPT'])('does not take a %s bank', async (status) => {
    const closed: BankSuggestion = {
      ...SBER_SUGGESTION,
      data: { ...SBER_SUGGESTION.data, state: { status, liquidation_date: null } },
    };
    renderFields(bankApi({ status: 200, data: { suggestions: [closed] } }));
    await userEvent.type(screen.getByLabelText('БИК'), '044525225');
    expect(await screen.findByText(/Банк ликвидирован или ликвидируется/)).toBeInTheDocument();
    expect(screen.getByLabelText('БИК')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Банк')).toHaveValue('');
  });

  it('takes a bank being reorganised, with a warning', async () => {
    const merging: BankSuggestion = {
      ...SBER_SUGGESTION,
      data: { ...SBER_SUGGESTION.data, state: { status: 'REORGANIZING', liquidation_date: null } },
    };
    renderFields(bankApi({ status: 200, data: { suggestions: [merging] } }));
    await userEvent.type(screen.getByLabelText('БИК'), '044525225');
    expect(await screen.findByText(/Банк реорганизуется/)).toBeInTheDocument();
    expect(screen.getByLabelText('Банк')).toHaveValue('ПАО Сбербанк');
  });

  it('lets the person type the bank by hand when the lookup service is down (503)', async () => {
    const { onSubmit } = renderFields(
      bankApi({
        status: 503,
        data: { error_message: 'Сервис подсказок временно недоступен', code: 'LOOKUP_UNAVAILABLE' },
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('БИК'), '044525225');
    expect(await screen.findByText(/Справочник банков недоступен/)).toBeInTheDocument();
    const name = screen.getByLabelText('Банк');
    expect(name).not.toHaveAttribute('readonly');
    await user.type(name, 'ПАО Сбербанк');
    await user.type(screen.getByLabelText('Корр. счёт'), '30101810400000000225');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { bik: '044525225', bank_name: 'ПАО Сбербанк', corr_account: '30101810400000000225' },
        expect.anything(),
      ),
    );
  });

  it('clears what was filled when the БИК changes, and looks up only complete БИКs', async () => {
    const { adapter } = renderFields(bankApi({ status: 200, data: { suggestions: [SBER_SUGGESTION] } }));
    const user = userEvent.setup();
    const bik = screen.getByLabelText('БИК');
    await user.type(bik, '044525225');
    await waitFor(() => expect(screen.getByLabelText('Банк')).toHaveValue('ПАО Сбербанк'));
    await user.type(bik, '{Backspace}');
    expect(screen.getByLabelText('Банк')).toHaveValue('');
    expect(screen.getByLabelText('Корр. счёт')).toHaveValue('');
    expect(adapter.calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Очистить БИК' }));
    expect(bik).toHaveValue('');
  });
});

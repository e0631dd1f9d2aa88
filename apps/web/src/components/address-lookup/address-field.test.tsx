import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { http } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { TVERSKAYA_SUGGESTION } from '../../test/fixtures/addresses';
import { pathOf, type StubHandler, stubAdapter } from '../../test/http-stub';
import { useZodForm } from '../form/use-zod-form';
import { AddressField } from './address-field';

const schema = z.object({ address: z.string().min(1, 'Укажите адрес') });

function Harness() {
  const form = useZodForm(schema, { defaultValues: { address: '' } });
  return <AddressField control={form.control} name="address" label="Почтовый адрес" helperText="Город, улица, дом" />;
}

let originalAdapter: AxiosAdapter | undefined;
beforeEach(() => {
  originalAdapter = http.defaults.adapter as AxiosAdapter | undefined;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

function renderField(api: StubHandler) {
  const adapter = stubAdapter(api);
  http.defaults.adapter = adapter;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  const lookups = () => adapter.calls.filter((c) => pathOf(c) === apiPaths.lookups.address);
  return { queries: () => lookups().map((c) => JSON.parse(String(c.data)).query as string) };
}

describe('address field (dadata/address)', () => {
  it('asks for suggestions once typing pauses, not on every key, and offers them', async () => {
    const { queries } = renderField(() => ({ status: 200, data: { suggestions: [TVERSKAYA_SUGGESTION] } }));
    await userEvent.type(screen.getByLabelText('Почтовый адрес'), 'Москва Тверская');
    expect(await screen.findByRole('option', { name: TVERSKAYA_SUGGESTION.value })).toBeInTheDocument();
    expect(queries()).toEqual(['Москва Тверская']);
  });

  it('says to type the address in full when the lookup is down', async () => {
    renderField(() => ({
      status: 503,
      data: { code: 'LOOKUP_UNAVAILABLE', error_message: 'Сервис подсказок временно недоступен' },
    }));
    await userEvent.type(screen.getByLabelText('Почтовый адрес'), 'Москва');
    expect(await screen.findByText('Подсказки адресов недоступны — введите адрес полностью')).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type EmployeeListItem, type PayoutKind } from '@vyplaty/contracts';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { pathOf, stubAdapter } from '../../test/http-stub';
import { type ContractorOption, ContractorPicker } from './contractor-picker';
import { ContractorPaidAsContext } from './paid-as';

const originalAdapter = http.defaults.adapter;
const NEVER_SAID = { status: 'NEVER', ended_on: null, stated_at: '2026-11-01T09:00:00.000Z' } as const;

const person = (n: number, lastName: string, fields: Partial<EmployeeListItem>): EmployeeListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  last_name: lastName,
  first_name: 'Иван',
  patronymic: null,
  phone: `+7999000000${n}`,
  inn: null,
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  npd_status: 'REGISTERED',
  fns_binding: 'BIND',
  yearly_income: '0.00',
  is_verified: true,
  has_requisites: true,
  former_employment: { employee: NEVER_SAID, customer: NEVER_SAID },
  connection: 'READY',
  added_at: '2026-11-20T09:00:00.000Z',
  ...fields,
});

const CONTRACTORS = [
  person(1, 'Соколов', {}),
  person(2, 'Кузнецов', { tax_regime: 'OTHER', npd_status: 'UNKNOWN', fns_binding: null }),
  person(3, 'Иванов', { npd_status: 'NOT_REGISTERED', fns_binding: 'UNBIND' }),
  person(4, 'Петров', { npd_status: 'UNKNOWN', fns_binding: null }),
  person(5, 'Орлов', { fns_binding: 'AWAIT_BIND' }),
];

function Picker() {
  const [value, setValue] = useState<ContractorOption | null>(null);
  return (
    <>
      <ContractorPicker value={value} onChange={setValue} />
      <output aria-label="Выбран">{value?.name ?? ''}</output>
    </>
  );
}

function renderPicker(paidAs: PayoutKind | null) {
  http.defaults.adapter = stubAdapter((req) =>
    pathOf(req) === apiPaths.employees.list
      ? { status: 200, data: { items: CONTRACTORS, totalCount: CONTRACTORS.length, next_cursor: null } }
      : { status: 404, data: {} },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContractorPaidAsContext value={paidAs}>
        <Picker />
      </ContractorPaidAsContext>
    </QueryClientProvider>,
  );
}

const optionNamed = async (name: RegExp) => screen.findByRole('option', { name });

describe('<ContractorPicker/> in an НПД payout', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('offers only those who can be paid as self-employed; the others are greyed with the reason', async () => {
    const user = userEvent.setup();
    renderPicker('NPD');
    await user.click(screen.getByLabelText('Исполнитель'));
    expect(await optionNamed(/Соколов/)).not.toHaveAttribute('aria-disabled', 'true');
    const cases: [RegExp, string][] = [
      [/Кузнецов/, 'Не самозанятый: выплатите ему как физическому лицу'],
      [/Иванов/, 'Не зарегистрирован как самозанятый (НПД) в ФНС'],
      [/Петров/, 'Не подключил платформу в «Мой налог»'],
      [/Орлов/, 'Ещё не подтвердил подключение платформы в «Мой налог»'],
    ];
    for (const [name, reason] of cases) {
      const option = await optionNamed(name);
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(within(option).getByText(new RegExp(reason.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
    }
    await user.click(await optionNamed(/Соколов/));
    expect(screen.getByRole('status', { name: 'Выбран' })).toHaveTextContent('Соколов Иван');
  });

  it('elsewhere (an individual payout, documents) every contractor can be chosen', async () => {
    const user = userEvent.setup();
    renderPicker('INDIVIDUAL');
    await user.click(screen.getByLabelText('Исполнитель'));
    expect(await optionNamed(/Кузнецов/)).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(await optionNamed(/Кузнецов/));
    expect(screen.getByRole('status', { name: 'Выбран' })).toHaveTextContent('Кузнецов Иван');
  });
});

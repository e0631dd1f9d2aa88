import type { TemplateField } from '@vyplaty/contracts';
import { describe, expect, it } from 'vitest';
import { fieldValuesOf, inputErrors, isRequiredInput } from './template-values';

// The platform's contract template, in part (db/seed/document-templates.ts).
const services: TemplateField = {
  key: 'services',
  label: 'Услуги (предмет договора)',
  type: 'STRING',
  format: 'text',
  required: true,
  source: 'payout.service_name',
};
const price: TemplateField = {
  key: 'price',
  label: 'Цена услуг',
  type: 'STRING',
  format: 'money',
  required: true,
  source: 'payout.amount',
};
const start: TemplateField = { key: 'start_date', label: 'Начало', type: 'STRING', format: 'date', required: true };
const city: TemplateField = {
  key: 'city',
  label: 'Место составления',
  type: 'STRING',
  required: true,
  default: 'г. Москва',
};
const contractNumber: TemplateField = {
  key: 'contract_number',
  label: 'Номер договора',
  type: 'STRING',
  required: false,
};
const fio: TemplateField = {
  key: 'fio',
  label: 'Исполнитель',
  type: 'STRING',
  required: true,
  source: 'contractor.fio',
};
const noClaims: TemplateField = { key: 'no_claims', label: 'Претензий нет', type: 'BOOLEAN', required: true };
const fields = [services, price, start, city, contractNumber, fio, noClaims];

describe('the required marks and the check before sending (the API refuses the same)', () => {
  it('a payout field is required until a payout is chosen, then filled from it', () => {
    expect(isRequiredInput(price, false)).toBe(true);
    expect(isRequiredInput(price, true)).toBe(false);
    expect(isRequiredInput(fio, false)).toBe(false);
    expect(isRequiredInput(contractNumber, false)).toBe(false);
    expect(isRequiredInput(city, false)).toBe(true);
  });

  it('without a payout names every empty required field in the API’s words', () => {
    expect(inputErrors(fields, { city: 'г. Москва' }, { hasPayout: false })).toEqual({
      'fields.services': 'Заполните поле «Услуги (предмет договора)» или выберите выплату — значение возьмётся из неё',
      'fields.price': 'Заполните поле «Цена услуг» или выберите выплату — значение возьмётся из неё',
      'fields.start_date': 'Заполните поле «Начало»',
    });
  });

  it('with a payout asks only for what the payout does not fill', () => {
    expect(inputErrors(fields, { city: 'г. Москва', start_date: '10.01.2026' }, { hasPayout: true })).toEqual({});
  });

  it('a date typed in part is caught before sending', () => {
    expect(
      inputErrors(
        fields,
        { services: 'Доставка', price: '100', city: 'Казань', start_date: '10.01.20' },
        {
          hasPayout: false,
        },
      ),
    ).toEqual({ 'fields.start_date': '«Начало»: дата в формате ДД.ММ.ГГГГ' });
  });

  it('an unticked required yes/no goes as «нет», not as a missing value', () => {
    expect(fieldValuesOf(fields, {}).no_claims).toBe(false);
    expect(fieldValuesOf(fields, { no_claims: true }).no_claims).toBe(true);
  });
});

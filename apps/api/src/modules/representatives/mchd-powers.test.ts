/** Which МЧД powers cover signing acts and contracts, or payment orders (DOMAIN §6.6 step 6). Pure. */
import { describe, expect, it } from 'vitest';
import { powersCover } from './mchd-powers.js';

const power = (text: string, code: string | null = null) => ({ code, text });

describe('powersCover', () => {
  it.each([
    ['Подписание актов выполненных работ (оказанных услуг) с исполнителями', true, false],
    ['Подписание договоров гражданско-правового характера с исполнителями', true, false],
    ['Подписывать от имени доверителя электронные документы на платформе', true, true],
    ['Подписывать платёжные поручения', false, true],
    ['Подписание расчетных документов в банке', true, true],
    ['Получать почтовую корреспонденцию', false, false],
    ['Представлять интересы доверителя в суде по договорам', false, false],
    ['Подписывать налоговую отчётность', false, false],
    ['Подписание контрактов', false, false],
  ])('%s → documents %s, payment orders %s', (text, documents, paymentOrders) => {
    expect(powersCover([power(text)], 'DOCUMENTS')).toBe(documents);
    expect(powersCover([power(text)], 'PAYMENT_ORDERS')).toBe(paymentOrders);
  });

  it('no powers cover nothing; one covering power among others is enough', () => {
    expect(powersCover(undefined, 'DOCUMENTS')).toBe(false);
    expect(powersCover([], 'DOCUMENTS')).toBe(false);
    expect(powersCover([power('Получать почту'), power('Подписание актов', 'X.1')], 'DOCUMENTS')).toBe(true);
  });
});

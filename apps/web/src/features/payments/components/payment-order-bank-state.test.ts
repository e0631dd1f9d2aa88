import { describe, expect, it } from 'vitest';
import { paymentOrderBankText } from './payment-order-bank-state';

const bank = { reason: null, bank_doc_id: null, sent_at: '2026-02-01T09:30:00Z', status_at: '2026-02-01T10:00:00Z' };

describe('the payment order at the bank', () => {
  it('says where the order is in the company’s words', () => {
    expect(paymentOrderBankText({ ...bank, status: 'DELIVERED' }).text).toMatch(/^Отправлено в банк \d/);
    expect(paymentOrderBankText({ ...bank, status: 'EXECUTED' })).toMatchObject({ severity: 'success' });
    expect(paymentOrderBankText({ ...bank, status: 'EXECUTED' }).text).toMatch(/^Исполнено банком \d/);
    expect(paymentOrderBankText({ ...bank, status: 'REJECTED', reason: 'Недостаточно средств' }).text).toBe(
      'Отклонено банком: Недостаточно средств',
    );
    const waiting = 'Подключите банк через 1С:ДиректБанк, чтобы отправить платёжное поручение';
    expect(paymentOrderBankText({ ...bank, status: 'WAITING', reason: waiting }).text).toBe(waiting);
  });
});

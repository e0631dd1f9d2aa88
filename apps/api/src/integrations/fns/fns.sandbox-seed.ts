/** The taxpayers the FNS sandbox starts with (and returns to on reset): FNS_SANDBOX_TAXPAYERS. */
import { FNS_SANDBOX_TAXPAYERS, newTaxpayer, type SandboxTaxpayer } from './fns.sandbox-state.js';
import { REQUESTED_PERMISSIONS } from './fns.types.js';

export function seedTaxpayers(): SandboxTaxpayer[] {
  return [
    newTaxpayer(FNS_SANDBOX_TAXPAYERS.demo, {
      firstName: 'Пётр',
      secondName: 'Петров',
      patronymic: 'Петрович',
      phone: '79990000001',
      region: '46000000',
      registrationTime: '2024-02-29T21:00:00.000Z',
      activities: ['1'],
      account: { bonusKopecks: 1_000_000n, unpaidKopecks: 0n, debtKopecks: 0n },
    }),
    newTaxpayer(FNS_SANDBOX_TAXPAYERS.demoConnected, {
      firstName: 'Мария',
      secondName: 'Соколова',
      patronymic: 'Андреевна',
      phone: '79990000007',
      region: '45000000',
      registrationTime: '2023-09-01T09:00:00.000Z',
      activities: ['1'],
      bound: true,
      permissions: [...REQUESTED_PERMISSIONS],
    }),
    newTaxpayer(FNS_SANDBOX_TAXPAYERS.restricted, {
      firstName: 'Анна',
      secondName: 'Смирнова',
      patronymic: 'Сергеевна',
      phone: '79990000002',
      registrationTime: '2023-05-10T09:00:00.000Z',
      restriction: { result: 'DENY', rejectionCode: 'TAXPAYER_IS_BLOCKED' },
    }),
    newTaxpayer(FNS_SANDBOX_TAXPAYERS.unregistered, {
      firstName: 'Иван',
      secondName: 'Иванов',
      patronymic: 'Иванович',
      phone: '79990000003',
      region: '46000000',
      registrationTime: '2022-01-15T09:00:00.000Z',
      unregistrationTime: '2025-06-30T09:00:00.000Z',
    }),
  ];
}

/**
 * The company's nominal account contract (sber/contract/file_content): the platform (the account holder)
 * and the company (the beneficiary of its money on the account), the account's requisites, how money
 * arrives, is paid out and returned. A printable text of what the portal does; its legal wording is for
 * the lawyers to confirm (DOMAIN §8), and it is signed with the signatures issue, not here.
 */
import type { ActorContext } from '../../context.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { renderPdf } from '../../lib/pdf.js';
import { findCustomer } from '../parties/index.js';
import { contractNumberOf, nominalAccountFor } from './nominal-account.js';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' });

export async function nominalContractPdf(ctx: ActorContext): Promise<{ name: string; bytes: Buffer }> {
  const customer = await findCustomer(ctx, companyOnlyIdOf(ctx));
  if (!customer) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
  const number = contractNumberOf(customer.id);
  const account = nominalAccountFor(ctx.config, customer);
  const company = [
    customer.organisationName,
    `ИНН ${customer.inn}${customer.kpp ? `, КПП ${customer.kpp}` : ''}${customer.ogrn ? `, ОГРН ${customer.ogrn}` : ''}`,
    customer.legalAddress ? `Адрес: ${customer.legalAddress}` : null,
  ].filter((line): line is string => line !== null);
  const paragraphs = [
    `1. Владелец счёта — ${account.recipient} — открыл номинальный счёт, на котором хранятся деньги Бенефициара для выплат исполнителям. Владелец счёта не распоряжается деньгами Бенефициара иначе как по его поручениям, отданным на платформе «Выплаты и документы».`,
    `2. Бенефициар пополняет баланс платёжным поручением на номинальный счёт со своего расчётного счёта. В назначении платежа указывается: «${account.purpose}». Поступление зачисляется на баланс Бенефициара после того, как оно отражено в выписке банка.`,
    '3. Выплата исполнителю резервирует сумму на балансе; после исполнения платежа банком резерв списывается, при отказе банка — снимается.',
    '4. Неиспользованный остаток возвращается на расчётный счёт Бенефициара по его поручению на платформе.',
    '5. Выписка по балансу доступна Бенефициару на платформе за любой период.',
  ];
  const createdAt = ctx.now();
  const row = (label: string, value: string) => [{ text: label, bold: true }, { text: value }];
  const bytes = await renderPdf(
    {
      content: [
        { text: `Договор номинального счёта № ${number}`, style: 'title' },
        { text: `Сформирован ${dateFormat.format(createdAt)}`, margin: [0, 0, 0, 10] },
        { text: 'Владелец счёта:', bold: true },
        { text: `${account.recipient}, ИНН ${account.inn}, КПП ${account.kpp}`, margin: [0, 0, 0, 6] },
        { text: 'Бенефициар:', bold: true },
        ...company.map((text) => ({ text })),
        { text: '', margin: [0, 0, 0, 8] },
        ...paragraphs.map((text) => ({ text, margin: [0, 0, 0, 8], alignment: 'justify' })),
        { text: 'Реквизиты номинального счёта', bold: true, margin: [0, 6, 0, 4] },
        {
          table: {
            widths: [170, '*'],
            body: [
              row('Получатель', account.recipient),
              row('ИНН / КПП', `${account.inn} / ${account.kpp}`),
              row('Счёт', account.account_number),
              row('Банк', account.bank_name),
              row('БИК', account.bik),
              row('Корр. счёт', account.correspondent_account),
              row('Назначение платежа', account.purpose),
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ],
    },
    { title: `Договор номинального счёта № ${number}`, createdAt },
  );
  return { name: `Договор номинального счёта ${number}.pdf`, bytes };
}

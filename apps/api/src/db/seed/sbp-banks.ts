/**
 * СБП participants offered when a contractor adds an СБП requisite. Reference data, not demo data:
 * ensured on every start (upsert), so a new bank or a renamed one is released by editing this list.
 *
 * Ids are НСПК participant ids as НСПК publishes them (qr.nspk.ru/proxyapp/c2bmembers.json, the
 * `bank<id>` schemas); БИК is the head office's, null where it is not confirmed. A real deployment
 * refreshes this list from the paying bank's participant directory.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { sbpBanks } from '../schema/index.js';

export const SBP_BANKS: readonly { id: string; name: string; bik: string | null }[] = [
  { id: '100000000111', name: 'Сбербанк', bik: '044525225' },
  { id: '100000000004', name: 'Т-Банк', bik: '044525974' },
  { id: '110000000005', name: 'Банк ВТБ', bik: '044525187' },
  { id: '100000000008', name: 'Альфа-Банк', bik: '044525593' },
  { id: '100000000007', name: 'Райффайзенбанк', bik: '044525700' },
  { id: '100000000001', name: 'Газпромбанк', bik: '044525823' },
  { id: '100000000010', name: 'Банк ПСБ', bik: '044525555' },
  { id: '100000000013', name: 'Совкомбанк', bik: '043469743' },
  { id: '100000000020', name: 'Россельхозбанк', bik: '044525111' },
  { id: '100000000012', name: 'Росбанк', bik: '044525256' },
  { id: '100000000025', name: 'Московский кредитный банк', bik: '044525659' },
  { id: '100000000029', name: 'Банк Санкт-Петербург', bik: '044030790' },
  { id: '100000000016', name: 'Почта Банк', bik: '044525214' },
  { id: '100000000014', name: 'Банк Русский Стандарт', bik: '044525151' },
  { id: '100000000026', name: 'Банк Уралсиб', bik: '044525787' },
  { id: '100000000018', name: 'ОТП Банк', bik: '044525311' },
  { id: '100000000017', name: 'МТС-Банк', bik: '044525232' },
  { id: '100000000006', name: 'Ак Барс Банк', bik: '049205805' },
  { id: '100000000030', name: 'ЮниКредит Банк', bik: '044525545' },
  { id: '100000000032', name: 'Ренессанс Банк', bik: '044525135' },
  { id: '100000000082', name: 'Банк ДОМ.РФ', bik: '044525266' },
  { id: '100000000044', name: 'Экспобанк', bik: '044525460' },
  { id: '100000000045', name: 'Банк Зенит', bik: '044525272' },
  { id: '100000000161', name: 'ЛОКО-Банк', bik: '044525161' },
  { id: '100000000284', name: 'Банк Точка', bik: '044525104' },
  { id: '100000000027', name: 'Кредит Европа Банк', bik: '044525767' },
  { id: '100000000047', name: 'Абсолют Банк', bik: '044525976' },
  { id: '100000000031', name: 'УБРиР', bik: '046577795' },
  { id: '100000000059', name: 'Центр-инвест', bik: '046015762' },
  { id: '100000000034', name: 'ТКБ Банк', bik: '044525388' },
  { id: '100000000049', name: 'Банк ВБРР', bik: '044525880' },
  { id: '100000000095', name: 'Банк «Россия»', bik: '044030861' },
  { id: '100000000003', name: 'Банк Синара', bik: '046577756' },
  { id: '100000000041', name: 'БКС Банк', bik: null },
  { id: '100000000099', name: 'Модульбанк', bik: null },
  { id: '100000000150', name: 'Яндекс Банк', bik: null },
  { id: '100000000273', name: 'Озон Банк', bik: '044525068' },
  { id: '100000000259', name: 'Вайлдберриз Банк', bik: null },
  { id: '100000000022', name: 'ЮMoney', bik: null },
];

export async function ensureSbpBanks(db: Db) {
  await db
    .insert(sbpBanks)
    .values(SBP_BANKS.map((bank, index) => ({ ...bank, sortOrder: (index + 1) * 10 })))
    .onConflictDoUpdate({
      target: sbpBanks.id,
      set: { name: sql`excluded.name`, bik: sql`excluded.bik`, sortOrder: sql`excluded.sort_order` },
    });
}

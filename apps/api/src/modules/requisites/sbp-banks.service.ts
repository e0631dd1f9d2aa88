/** SPEC §7 `catalog bank_sbp`: the СБП participants a contractor picks the bank of an СБП requisite from. */
import type { SbpBankListRequest, SbpBankListResponse } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { selectSbpBanks } from './sbp-banks.repo.js';

/** Case- and ё-insensitive; done here rather than in SQL because ILIKE folds Cyrillic only under a Unicode-aware collation, which PGlite does not promise. */
const fold = (value: string) => value.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');

/** Participants whose name contains `query` (every participant when it is empty), in the catalog's order. */
export async function findSbpBanks(ctx: AppContext, input: SbpBankListRequest): Promise<SbpBankListResponse> {
  const query = fold(input.query ?? '');
  const banks = await selectSbpBanks(ctx.db);
  return {
    items: banks
      .filter((bank) => fold(bank.name).includes(query))
      .map((bank) => ({ id: bank.id, name: bank.name, bik: bank.bik })),
  };
}

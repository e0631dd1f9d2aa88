import type { IndividualBreakdown as Breakdown } from '@vyplaty/contracts';
import { RecordSection } from '../../../components/data-table/record-section';
import { formatMoney } from '../../../lib/format';

/**
 * An individual payout in the company's terms (DOMAIN §2.2): what the work costs, the НДФЛ the company
 * withholds as the tax agent, what the person receives, and the contributions it pays on top.
 */
export function IndividualBreakdown({
  breakdown,
  title = 'Расчёт НДФЛ и взносов',
}: {
  breakdown: Breakdown;
  title?: string;
}) {
  return (
    <RecordSection
      title={title}
      fields={[
        { label: 'Сумма по договору', value: formatMoney(breakdown.amount) },
        { label: `НДФЛ (${breakdown.ndfl_rate} %)`, value: formatMoney(breakdown.ndfl) },
        { label: 'К выплате на руки', value: formatMoney(breakdown.payout_amount) },
        { label: 'Страховые взносы компании', value: formatMoney(breakdown.contributions) },
        { label: 'Доход с начала года до выплаты', value: formatMoney(breakdown.year_income_before) },
      ]}
    />
  );
}

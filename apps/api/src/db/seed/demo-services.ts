/**
 * The demo company's catalogue of services: a task names one (its receipt line and its act's subject), so a
 * demo without any would meet an empty list on its first «Создать задание». Units are the platform's own
 * (migration 0015).
 */
import type { Db } from '../client.js';
import { services } from '../schema/index.js';

const UNIT = {
  service: '5e4a1c00-0000-4000-8000-000000000001',
  hour: '5e4a1c00-0000-4000-8000-000000000002',
  piece: '5e4a1c00-0000-4000-8000-000000000003',
} as const;

export const DEMO_SERVICES = [
  { name: 'Консультации по бухгалтерскому учёту', unitId: UNIT.hour, priceKopecks: 250_000n },
  { name: 'Курьерская доставка', unitId: UNIT.piece, priceKopecks: 50_000n },
  { name: 'Разработка дизайна', unitId: UNIT.service, priceKopecks: null },
] as const;

export async function seedDemoServices(db: Db, customerId: string) {
  await db.insert(services).values(DEMO_SERVICES.map((s) => ({ ...s, customerId })));
}

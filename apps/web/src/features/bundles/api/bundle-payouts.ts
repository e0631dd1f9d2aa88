import { apiPaths, type BundlePayoutsResponse, bundlePayoutsResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** POST mass_payout/bundle/generate_payouts: the bundle's acts signed by both sides become payout registries. */
export async function generateBundlePayouts(bundleId: string): Promise<BundlePayoutsResponse> {
  const { data } = await http.post(apiPaths.bundles.generatePayouts, { bundle_id: bundleId });
  return bundlePayoutsResponseSchema.parse(data);
}

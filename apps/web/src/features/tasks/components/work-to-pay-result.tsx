import type { TaskRegistryResponse } from '@vyplaty/contracts';
import { RegistriesMade } from '../../../components/registries-made/registries-made';
import { countText } from '../../../lib/plural';

/** «1 работа», «3 работы», «12 работ». */
export const worksText = (count: number) => countText(count, ['работа', 'работы', 'работ']);

/** The registries just made of the chosen work: each is checked and paid on its own page. */
export function WorkToPayResult({ registries }: TaskRegistryResponse) {
  return <RegistriesMade registries={registries} rowsText={worksText} />;
}

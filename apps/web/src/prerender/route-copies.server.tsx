import type { RoutePageAnswer } from '@vyplaty/contracts';
import { employeePaymentsCopy } from './employee-payments-shell';
import { employeesCopy } from './employees-shell';
import type { RenderedCopy, RouteCopy } from './render-route-copy';

/**
 * The web build's server module (vite-plugins/route-shells.ts writes it as `dist/server/route-copies.js`, never
 * served): the logged-in routes whose copy the API draws for each visitor with the visitor's own answers (ADR 017),
 * and how. The build writes each one's page shell and `pageData` beside the other copies; the API loads this module
 * and calls `renderRouteCopy` with the answers it got (apps/api/src/http/route-shell-data.ts).
 */
export const routeCopies: readonly RouteCopy[] = [employeesCopy, employeePaymentsCopy];

/** The page at `address` drawn with the visitor's answers, or undefined for an address without a copy. */
export function renderRouteCopy(address: string, answers: readonly RoutePageAnswer[]): RenderedCopy | undefined {
  return routeCopies.find((copy) => copy.address === address)?.render(answers);
}

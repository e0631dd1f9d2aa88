/**
 * The FNS sandbox's checks of a request, as FNS makes them: a malformed field is
 * REQUEST_VALIDATION_ERROR, then the taxpayer must be НПД (TAXPAYER_UNREGISTERED), bound to the partner
 * (TAXPAYER_UNBOUND) and have given the permission (PERMISSION_NOT_GRANTED). A refusal is thrown as
 * `Refusal` and becomes the SmzPlatformError of the answer.
 */
import { innValid } from '@vyplaty/contracts';
import type { KnownFnsErrorCode } from './fns.errors.js';
import { type FnsSandboxState, isRegisteredAt, type SandboxTaxpayer } from './fns.sandbox-state.js';
import { FNS_PERMISSIONS, type FnsPermission } from './fns.types.js';
import { fromXsDateTime, list, text, toXsDateTime, type XmlNode } from './soap.js';

export class Refusal extends Error {
  constructor(
    readonly code: KnownFnsErrorCode,
    readonly detail?: string,
  ) {
    super(code);
  }
}
export const refuse = (code: KnownFnsErrorCode, detail?: string): never => {
  throw new Refusal(code, detail);
};

export const str = (node: XmlNode, key: string) => text(node[key]) ?? '';
export const required = (node: XmlNode, key: string) =>
  str(node, key) || refuse('REQUEST_VALIDATION_ERROR', `${key} missing`);
export const strings = (value: unknown) => list(value).map((v) => text(v) ?? '');
export const xsTime = (iso: string | null) => (iso ? toXsDateTime(iso) : undefined);

export function innOf(node: XmlNode): string {
  const inn = required(node, 'Inn');
  if (!/^\d{12}$/.test(inn) || !innValid(inn)) refuse('REQUEST_VALIDATION_ERROR', 'Inn');
  return inn;
}
export function permissionsOf(node: XmlNode): FnsPermission[] {
  const values = strings(node.Permissions);
  if (values.length === 0) refuse('REQUEST_VALIDATION_ERROR', 'Permissions');
  for (const value of values) {
    if (!(FNS_PERMISSIONS as readonly string[]).includes(value)) refuse('REQUEST_VALIDATION_ERROR', value);
  }
  return values as FnsPermission[];
}
export function timeOf(node: XmlNode, key: string, isRequired: boolean): string | null {
  const raw = str(node, key);
  if (!raw) return isRequired ? refuse('REQUEST_VALIDATION_ERROR', `${key} missing`) : null;
  return fromXsDateTime(raw) ?? refuse('REQUEST_VALIDATION_ERROR', key);
}
export function intOf(node: XmlNode, key: string, fallback: number): number {
  const raw = str(node, key);
  if (!raw) return fallback;
  if (!/^\d{1,6}$/.test(raw)) refuse('REQUEST_VALIDATION_ERROR', key);
  return Number(raw);
}

/** The taxpayer must be НПД now. */
export function registered(state: FnsSandboxState, inn: string): SandboxTaxpayer {
  const taxpayer = state.taxpayers.get(inn);
  if (!taxpayer || !isRegisteredAt(taxpayer, new Date().toISOString())) return refuse('TAXPAYER_UNREGISTERED');
  return taxpayer;
}
/** …and bound to this partner (with `permission`, when given). */
export function bound(state: FnsSandboxState, inn: string, permission?: FnsPermission): SandboxTaxpayer {
  const taxpayer = registered(state, inn);
  if (!taxpayer.bound) refuse('TAXPAYER_UNBOUND');
  if (permission && !taxpayer.permissions.includes(permission)) refuse('PERMISSION_NOT_GRANTED');
  return taxpayer;
}

export function page<T>(items: T[], node: XmlNode) {
  const limit = Math.min(intOf(node, 'Limit', 100), 1000);
  const offset = intOf(node, 'Offset', 0);
  return { items: items.slice(offset, offset + limit), hasMore: offset + limit < items.length };
}

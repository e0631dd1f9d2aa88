import { useQuery } from '@tanstack/react-query';
import { apiPaths, type Certificate, certificateListResponseSchema, certificateSchema } from '@vyplaty/contracts';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

/** GET certificate: the caller's registered certificates with their statuses. */
export async function getCertificates(): Promise<Certificate[]> {
  const { data } = await http.get(apiPaths.certificates.list);
  return certificateListResponseSchema.parse(data).items;
}

/** POST certificate: a DER in base64 or a PEM; 422 with the reason when it is not the caller's own. */
export async function registerCertificate(certificate: string): Promise<Certificate> {
  const { data } = await http.post(apiPaths.certificates.list, { certificate });
  return certificateSchema.parse(data);
}

export const useCertificates = () => useQuery({ queryKey: queryKeys.certificates.mine, queryFn: getCertificates });

/** A .cer / .crt file as the API takes it: PEM text as is, binary DER as base64. */
export async function certificateFileText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = new TextDecoder('latin1').decode(bytes);
  if (text.includes('-----BEGIN')) return text;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

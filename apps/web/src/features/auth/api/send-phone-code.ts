import { useMutation } from '@tanstack/react-query';
import { apiPaths, type PhoneCodePurpose, verifyPhoneSendResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

export type SendPhoneCodeRequest = { phone: string; purpose: PhoneCodePurpose };

/** Sends an SMS code; answers how many seconds to wait before another one may be asked for. */
export async function sendPhoneCode(body: SendPhoneCodeRequest): Promise<{ resendAfter: number }> {
  const { data } = await http.post(apiPaths.employeeAuth.verifyPhoneSend, body);
  return { resendAfter: verifyPhoneSendResponseSchema.parse(data).resend_after };
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

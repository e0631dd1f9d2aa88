/**
 * SMS gateway client speaking the SMS.ru HTTP API (POST /sms/send, form fields api_id, to, msg, from,
 * json=1; answer `{status, status_code, sms: {<phone>: {status, status_code, sms_id, status_text}}}`,
 * status_code 100 = accepted). The sandbox at /sandbox/sms answers the same protocol.
 */
export type SmsClient = { send(phone: string, text: string): Promise<{ smsId: string }> };

export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly upstreamCode: number | undefined,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

type SmsRuAnswer = {
  status: string;
  status_code: number;
  status_text?: string;
  sms?: Record<string, { status: string; status_code: number; sms_id?: string; status_text?: string }>;
};

export function createSmsClient(options: { baseUrl: () => string; apiId: string; sender: string; timeoutMs?: number }) {
  return {
    async send(phone: string, text: string) {
      const to = phone.replace(/^\+/, '');
      const body = new URLSearchParams({ api_id: options.apiId, to, msg: text, from: options.sender, json: '1' });
      const response = await fetch(`${options.baseUrl()}/sms/send`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new SmsGatewayError(`SMS gateway HTTP ${response.status}`, undefined);
      const answer = (await response.json()) as SmsRuAnswer;
      const perPhone = answer.sms?.[to];
      if (answer.status !== 'OK' || !perPhone || perPhone.status !== 'OK' || !perPhone.sms_id) {
        const code = perPhone?.status_code ?? answer.status_code;
        throw new SmsGatewayError(`SMS gateway refused: ${code}`, code);
      }
      return { smsId: perPhone.sms_id };
    },
  } satisfies SmsClient;
}

/** A fake API for the reports page's and the report preview's tests: reports as the API answers them. */
import { apiPaths, type Report } from '@vyplaty/contracts';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { type RecordedCall, recordingApi, type StubReply } from '../../../test/http-stub';

export const customerSession = { role: 'user', entity_id: 'c1', is_verified: true } as const;

export const reportId = (n: number) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`;
export const fileId = (n: number) => `${String(n).padStart(8, '0')}-2222-4222-8222-222222222222`;

export const report = (n: number, fields: Partial<Report> = {}): Report => ({
  id: reportId(n),
  kind: 'RECEIPTS_ARCHIVE',
  period_from: '2026-11-01',
  period_to: '2026-11-30',
  status: 'SUCCESS',
  done: 5,
  total: 5,
  file_id: fileId(n),
  file_name: 'Архив чеков 01.11.2026–30.11.2026.zip',
  extra_file_id: null,
  extra_file_name: null,
  signed_at: null,
  error_text: null,
  created_by_name: 'Анна Иванова',
  created_at: '2026-11-30T09:00:00.000Z',
  finished_at: '2026-11-30T09:01:00.000Z',
  ...fields,
});

/** A file as the API sends it (sendFile): the bytes, their type and the Cyrillic name in Content-Disposition. */
export const fileReply = (name: string, type: string, bytes = '%PDF-1.7'): StubReply => ({
  status: 200,
  data: new Blob([bytes], { type }),
  headers: {
    'content-type': type,
    'content-disposition': `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(name)}`,
  },
});

const common = (path: string): StubReply | undefined => {
  if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
  if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
  return undefined;
};

export const reportsTestApi = (route: (call: RecordedCall) => StubReply | undefined) => recordingApi(route, common);

/** Jobs of receipts in FNS: register income (one receipt, or a batch's), cancel a receipt, refresh the cancel reasons, the hourly sweep. */
import type { JobDefinition } from '../../../jobs/define-job.js';
import { refreshCancelReasonsJob } from './fns-cancel-reasons.js';
import { registerIncomeJob } from './fns-income-registration.jobs.js';
import { registerIncomesJob } from './fns-income-registration-batch.jobs.js';
import { cancelReceiptJob } from './fns-receipt-cancel.jobs.js';
import { sweepReceiptsJob } from './fns-receipts-sweep.jobs.js';

export const fnsReceiptJobs: readonly JobDefinition[] = [
  registerIncomeJob,
  registerIncomesJob,
  cancelReceiptJob,
  refreshCancelReasonsJob,
  sweepReceiptsJob,
];

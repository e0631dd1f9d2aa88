/**
 * Delivery of letters and SMS. Enqueued in the transaction that decided to send them; retried with
 * backoff by the queue. The payload is the rendered message: one-time links cannot be rebuilt from
 * the database (only their hashes are stored), and the queue drops finished jobs.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.js';

export const sendEmailJob = defineJob({
  name: 'messaging.send-email',
  schema: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  retryLimit: 8,
  handler: async (ctx, message) => {
    await ctx.mail.send(message);
  },
});

export const sendSmsJob = defineJob({
  name: 'messaging.send-sms',
  schema: z.object({ phone: z.string(), text: z.string() }),
  retryLimit: 5,
  handler: async (ctx, { phone, text }) => {
    await ctx.sms.send(phone, text);
  },
});

export const messagingJobs = [sendEmailJob, sendSmsJob];

/** Public face of messaging: the letter and SMS texts and their delivery jobs (enqueued in the caller's transaction). */
export { sendEmailJob, sendSmsJob } from './messaging.jobs.js';
export { documentLetter, inviteSms, mailTemplates, smsTemplates } from './messaging.templates.js';

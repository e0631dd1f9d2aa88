/**
 * Which jobs a process runs (JOB_ONLY / JOB_EXCEPT, docs/scale-out.md): every job by default; a worker of its own
 * for some jobs — registry imports under a heap bound, say — runs only those, and the other workers leave them.
 * A name that is no job is refused at start: a typo would otherwise leave its jobs to nobody, silently.
 */
import type { JobDefinition } from './define-job.js';

export function chooseJobs<J extends Pick<JobDefinition, 'name'>>(
  jobs: readonly J[],
  choice: { only: readonly string[]; except: readonly string[] },
): J[] {
  const known = new Set(jobs.map((job) => job.name));
  const unknown = [...choice.only, ...choice.except].filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(`В JOB_ONLY / JOB_EXCEPT названы задания, которых нет: ${unknown.join(', ')}`);
  return jobs.filter(
    (job) => (choice.only.length === 0 || choice.only.includes(job.name)) && !choice.except.includes(job.name),
  );
}

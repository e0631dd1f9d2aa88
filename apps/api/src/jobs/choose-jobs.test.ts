import { describe, expect, it } from 'vitest';
import { chooseJobs } from './choose-jobs.js';

const jobs = [{ name: 'massPayouts.import' }, { name: 'payouts.execute' }, { name: 'fns.register-incomes' }];
const names = (chosen: { name: string }[]) => chosen.map((job) => job.name);

describe('chooseJobs (JOB_ONLY / JOB_EXCEPT)', () => {
  it('runs every job unless told otherwise', () => {
    expect(names(chooseJobs(jobs, { only: [], except: [] }))).toEqual(names(jobs));
  });

  it('an import worker of its own runs imports only, and the others leave them to it', () => {
    expect(names(chooseJobs(jobs, { only: ['massPayouts.import'], except: [] }))).toEqual(['massPayouts.import']);
    expect(names(chooseJobs(jobs, { only: [], except: ['massPayouts.import'] }))).toEqual([
      'payouts.execute',
      'fns.register-incomes',
    ]);
  });

  it('refuses a name that is no job, so that no job is left to nobody by a typo', () => {
    expect(() => chooseJobs(jobs, { only: ['massPayouts.imprt'], except: [] })).toThrow(
      'В JOB_ONLY / JOB_EXCEPT названы задания, которых нет: massPayouts.imprt',
    );
    expect(() => chooseJobs(jobs, { only: [], except: ['nope'] })).toThrow(/nope/);
  });
});

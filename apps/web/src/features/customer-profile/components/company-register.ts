import type { CompanyProfile } from '@vyplaty/contracts';

/** An ИНН of 12 digits is an entrepreneur's: registered in ЕГРИП, with an ОГРНИП and no КПП. */
export const isEntrepreneur = (company: Pick<CompanyProfile, 'inn'>) => company.inn.length === 12;

/** The state register the company's data comes from. */
export const registerOf = (company: Pick<CompanyProfile, 'inn'>) => (isEntrepreneur(company) ? 'ЕГРИП' : 'ЕГРЮЛ');

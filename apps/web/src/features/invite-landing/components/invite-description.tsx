import Alert from '@mui/material/Alert';
import { type InvitedPerson, type InviteLinkResponse, TAX_REGIME_LABELS } from '@vyplaty/contracts';
import { formatPhone, joinPersonName } from '../../../lib/format';

/**
 * What the invite is, in plain words: as whom the person will work for the company (a self-employed
 * person pays НПД and the platform issues the receipts; anyone else works under a contract), and that
 * a second company does not start a second account.
 */
export function inviteDescription(invite: Pick<InviteLinkResponse, 'kind' | 'tax_regime'>): string {
  const as =
    invite.tax_regime === 'NPD'
      ? 'как самозанятый — плательщик налога на профессиональный доход. Чеки о доходе платформа будет формировать за вас в «Мой налог»'
      : invite.kind === 'INDIVIDUAL_ENTREPRENEUR'
        ? `как индивидуальный предприниматель (${TAX_REGIME_LABELS[invite.tax_regime]})`
        : 'как физическое лицо по договору: налог с выплат удержит компания';
  return (
    `Компания предлагает вам выполнять для неё работы ${as}. Деньги за работу будут приходить через платформу. ` +
    'Если вы уже работаете через платформу с другими компаниями, эта компания добавится к ним в вашем профиле — ' +
    'новая учётная запись не нужна.'
  );
}

/** What the company entered for the person: it is filled into the registration, where it can be corrected. */
export function InvitedPersonNote({ person }: { person: InvitedPerson }) {
  const name = joinPersonName(person.last_name, person.first_name, person.patronymic);
  const parts = [name, person.phone ? formatPhone(person.phone) : '', person.inn ? `ИНН ${person.inn}` : ''];
  const known = parts.filter(Boolean);
  if (known.length === 0) return null;
  return (
    <Alert severity="info">
      Компания указала: {known.join(', ')}. Эти данные подставятся при регистрации — если что-то неверно, исправьте.
    </Alert>
  );
}

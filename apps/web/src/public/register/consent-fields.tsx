/** @jsxImportSource preact */
import type { RegistrationInfo } from '@vyplaty/contracts';
import type { Ref } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { REGISTER_TEXTS } from '../../lib/register-texts';
import { CheckboxField } from '../components/checkbox-field';
import { OfferDialog } from './offer-dialog';

export type Consents = { personal_data_consent: boolean; offer_accepted: boolean };
export type ConsentErrors = { personal_data_consent?: string | undefined; offer_accepted?: string | undefined };

export const NO_CONSENTS: Consents = { personal_data_consent: false, offer_accepted: false };

/** Both ticks are required; the first unticked one's message. */
export function checkConsents(consents: Consents): ConsentErrors {
  return {
    personal_data_consent: consents.personal_data_consent ? undefined : REGISTER_TEXTS.consentRequired,
    offer_accepted: consents.offer_accepted ? undefined : REGISTER_TEXTS.offerRequired,
  };
}

type ConsentFieldsProps = {
  /** null until auth/registration/info answers: the documents' links and the offer come with it. */
  info: RegistrationInfo | null;
  values: Consents;
  errors: ConsentErrors;
  onValue: (name: keyof Consents, checked: boolean) => void;
  consentRef: Ref<HTMLInputElement>;
  offerRef: Ref<HTMLInputElement>;
};

/** A document's name, a link once the page knows where the document is. */
function DocumentLink({ url, text }: { url: string | undefined; text: string }) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}

/**
 * Two separate ticks, as the app's consent-checkboxes.tsx: consent to personal-data processing is given on its own,
 * apart from the offer (152-ФЗ ст. 9), so neither is pre-ticked nor merged with the other.
 */
export function ConsentFields({ info, values, errors, onValue, consentRef, offerRef }: ConsentFieldsProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOfferOpened, setIsOfferOpened] = useState(false);
  const openOffer = () => {
    setIsOfferOpened(true);
    dialogRef.current?.showModal();
  };
  return (
    <div class="stack-tight">
      <CheckboxField
        id="personal_data_consent"
        name="personal_data_consent"
        checked={values.personal_data_consent}
        onChecked={(checked) => onValue('personal_data_consent', checked)}
        error={errors.personal_data_consent}
        inputRef={consentRef}
        label={
          <>
            {REGISTER_TEXTS.consentBefore}
            <DocumentLink url={info?.documents.personal_data_consent.url} text={REGISTER_TEXTS.consentLink} />
            {REGISTER_TEXTS.consentMiddle}
            <DocumentLink url={info?.documents.privacy_policy.url} text={REGISTER_TEXTS.policyLink} />
          </>
        }
      />
      <CheckboxField
        id="offer_accepted"
        name="offer_accepted"
        checked={values.offer_accepted}
        onChecked={(checked) => onValue('offer_accepted', checked)}
        error={errors.offer_accepted}
        inputRef={offerRef}
        label={
          <>
            {REGISTER_TEXTS.offerBefore}
            <button type="button" class="link-button" disabled={!info} onClick={openOffer}>
              {REGISTER_TEXTS.offerLink}
            </button>
          </>
        }
      />
      {info && <OfferDialog dialogRef={dialogRef} offer={info.offer} isOpened={isOfferOpened} />}
    </div>
  );
}

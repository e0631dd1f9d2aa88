import { UpcomingPage } from '../../../components/upcoming-page';

// Frames of the onboarding steps that arrive with the onboarding and signature issues.

export function SelfNepStepPage() {
  return (
    <UpcomingPage
      level={2}
      title="Простая электронная подпись"
      description="На этом шаге вы выпустите простую электронную подпись для подписания документов на платформе."
    />
  );
}

export function SberBalanceStepPage() {
  return (
    <UpcomingPage
      level={2}
      title="Номинальный счёт"
      description="На этом шаге вы подключите номинальный счёт, с которого проводятся выплаты исполнителям."
    />
  );
}

export function SignTrustedDocumentStepPage() {
  return (
    <UpcomingPage
      level={2}
      title="Соглашение об электронном документообороте"
      description="На этом шаге вы подпишете соглашение об электронном документообороте с платформой."
    />
  );
}

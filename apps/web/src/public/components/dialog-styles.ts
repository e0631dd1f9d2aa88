import { borderRadiusPx } from '../../theme/tokens';

/** A confirmation or a document as the app's MUI Dialog: a modal <dialog>, its backdrop, the actions at the end. */
export const dialogStyles = `
.dialog{width:calc(100% - 32px);max-width:444px;padding:24px;border:0;border-radius:${borderRadiusPx}px;box-shadow:0 11px 15px -7px rgba(0,0,0,.2),0 24px 38px 3px rgba(0,0,0,.14)}
.dialog::backdrop{background:rgba(0,0,0,.5)}
.dialog h2{margin:0 0 16px;font-size:1.25rem;font-weight:500}
.dialog-actions{display:flex;justify-content:flex-end;gap:8px;margin-top:24px}
`;

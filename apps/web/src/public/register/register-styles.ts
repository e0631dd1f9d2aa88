import { borderRadiusPx, colors } from '../../theme/tokens';
import { dialogStyles } from '../components/dialog-styles';
import { roleTabsStyles } from '../components/role-tabs-styles';

/**
 * What registration draws beyond the shared CSS (public-styles.ts): the role's tabs, the consent ticks and the
 * former-employment answers as the app's MUI checkboxes and radios, the day as its sections, the offer's dialog.
 */
export const registerStyles = `${roleTabsStyles}${dialogStyles}
.check-row,.choice-row{display:flex;align-items:flex-start;gap:8px;font-size:1rem}
.check input,.choice-row input{flex:none;width:20px;height:20px;margin:2px 0 0;accent-color:${colors.primary}}
.check .field-error{margin-left:28px}
.check a,.link-button{color:${colors.primary};text-decoration:underline;text-decoration-color:rgba(21,101,192,.4)}
.link-button{padding:0;border:0;background:none;font:inherit;cursor:pointer}
.link-button:disabled{color:inherit;text-decoration:none;cursor:default}
.choice{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;border:0}
.choice legend{padding:0;margin-bottom:4px}
.choice-invalid legend{color:${colors.error}}
.hint{font-size:.875rem}
.field-label{display:block;font-size:.75rem;line-height:1.5;color:rgba(0,0,0,.6)}
.field-invalid .field-label{color:${colors.error}}
.date-field{min-width:0;margin:0;padding:0;border:0}
.date-field legend{padding:0}
.date-sections{gap:2px;justify-content:flex-start}
.date-sections input{flex:none;width:2.4em;text-align:center}
.date-sections input.date-year{width:3.6em}
.notice-success{padding:6px 16px;border-radius:${borderRadiusPx}px;background:#edf7ed;color:#1e4620}
a.button{display:inline-flex;align-items:center;align-self:flex-start;text-decoration:none}
.dialog-wide{max-width:900px}
.dialog-body{max-height:60vh;overflow:auto}
.offer-text{white-space:pre-wrap;font-size:.875rem}
.grow{flex:1}
.info-failed{margin-bottom:24px}
`;

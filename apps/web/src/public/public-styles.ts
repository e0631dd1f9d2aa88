import { borderRadiusPx, colors, fontFamily } from '../theme/tokens';

/**
 * The public pages' CSS, written into their HTML at build time (vite-plugins/route-shells.ts): no stylesheet to
 * wait for and nothing of it in their script. Drawn from the app's theme values (theme/tokens.ts) to look as the
 * app's MUI pages do: the standard text field, the contained pill button, an outlined card.
 */
export const publicStyles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${fontFamily};font-size:1rem;line-height:1.5;color:rgba(0,0,0,.87);background:${colors.background};-webkit-font-smoothing:antialiased}
.logo{display:flex;align-items:center;gap:10px;color:rgba(0,0,0,.87);text-decoration:none;font-weight:600;font-size:1.05rem;white-space:nowrap}
.logo-mark{width:36px;height:36px;border-radius:${borderRadiusPx * 2}px;background:${colors.primary};color:#fff;display:grid;place-items:center;font-weight:700}
.logo-mark::before{content:"ВД"}
.frame{min-height:100vh;display:flex;flex-direction:column;align-items:center;gap:24px;padding:24px 16px}
@media (min-width:768px){.frame{padding:48px 16px}}
.frame-card{width:100%;max-width:520px;padding:20px;background:${colors.paper};border:1px solid rgba(0,0,0,.12);border-radius:${borderRadiusPx}px}
@media (min-width:768px){.frame-card{padding:32px}}
.page{min-height:100vh;display:grid;place-items:center;padding:16px}
.card{width:100%;max-width:440px;padding:24px;background:${colors.paper};border:1px solid rgba(0,0,0,.12);border-radius:${borderRadiusPx}px}
@media (min-width:768px){.card{padding:40px}}
.brand{margin:0 0 8px;color:${colors.primary};font-weight:600}
h1{margin:0 0 24px;font-size:2rem;font-weight:600;line-height:1.167}
.form{display:flex;flex-direction:column;gap:24px}
.field label{display:block;font-size:.75rem;line-height:1.5;color:rgba(0,0,0,.6)}
.field-invalid label{color:${colors.error}}
.field-control{display:flex;align-items:center;border-bottom:1px solid rgba(0,0,0,.42)}
.field-control:focus-within{border-bottom:2px solid ${colors.primary};margin-bottom:-1px}
.field-invalid .field-control{border-bottom-color:${colors.error}}
.field input{flex:1;min-width:0;padding:4px 0 5px;border:0;outline:0;background:transparent;font:inherit;color:inherit;height:1.4375em}
.field-error{margin:3px 0 0;font-size:.75rem;color:${colors.error}}
.field-hint{margin:3px 0 0;font-size:.75rem;color:rgba(0,0,0,.6)}
.icon-button{display:inline-flex;padding:5px;margin-right:-3px;border:0;border-radius:50%;background:transparent;color:rgba(0,0,0,.54);cursor:pointer}
.icon-button:hover{background:rgba(0,0,0,.04)}
.icon-button:focus-visible{outline:2px solid ${colors.primary}}
.icon-button svg{width:20px;height:20px;fill:currentColor}
.button{min-height:42px;padding:8px 22px;border:0;border-radius:999px;background:${colors.primary};color:#fff;font:inherit;font-size:.9375rem;font-weight:500;cursor:pointer}
.button:hover{background:#0d47a1}
.button:focus-visible{outline:2px solid ${colors.primary};outline-offset:2px}
.button:disabled{opacity:.6;cursor:default}
.button[aria-busy=true]{opacity:.7;cursor:progress}
.notice:not(:empty){margin:0 0 24px;padding:6px 16px;border-radius:${borderRadiusPx}px;background:#edf7ed;color:#1e4620;font-size:.875rem}
.alert{padding:6px 16px;border-radius:${borderRadiusPx}px;background:#fdeded;color:#5f2120;font-size:.875rem}
p{margin:0}
.page-top{place-items:start center;padding:24px 16px}
@media (min-width:768px){.page-top{padding:48px 16px}}
.stack{display:flex;flex-direction:column;gap:24px}
.stack-tight{display:flex;flex-direction:column;gap:12px}
.muted{color:rgba(0,0,0,.6)}
.button-text{padding:6px 8px;border:0;border-radius:${borderRadiusPx}px;background:transparent;color:${colors.primary};font:inherit;font-size:.875rem;font-weight:500;cursor:pointer}
.button-text:hover{background:rgba(21,101,192,.04)}
.button-text:focus-visible{outline:2px solid ${colors.primary}}
.button-text:disabled{color:rgba(0,0,0,.38);cursor:default}
.button-start{align-self:flex-start;margin-left:-8px}
.lead{font-size:1.25rem;font-weight:500;line-height:1.6}
.alert-info{background:#e5f6fd;color:#014361}
.alert-warning{background:#fff4e5;color:#663c00}
.links{display:flex;flex-wrap:wrap;justify-content:center;gap:16px;margin-top:24px}
.links a{color:${colors.primary};text-decoration:none}
.links a:hover,.links a:focus-visible{text-decoration:underline}
`;

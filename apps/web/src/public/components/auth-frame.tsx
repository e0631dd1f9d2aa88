/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { Logo } from './logo';

/**
 * Registration's and access recovery's frame, as the app's app/layouts/login-register-layout.tsx draws it: the
 * product's mark over a card on the plain background. The card stands at the top and grows downwards, so a step
 * drawn into it moves nothing already on the screen.
 */
export function AuthFrame({ view, children }: { view?: string; children: ComponentChildren }) {
  return (
    <main class="frame" data-view={view}>
      <Logo />
      <section class="frame-card">{children}</section>
    </main>
  );
}

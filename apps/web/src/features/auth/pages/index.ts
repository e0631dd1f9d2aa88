// Route modules of the auth feature, loaded together as one lazy chunk.
export { CheckEmailPage } from './check-email-page';
export { ConfirmPasswordPage } from './confirm-password-page';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
export { SecurityPage } from './security-page';

import { LoginForm } from '@/features/auth/components/login-form';

/** /support: the login form's contact-support step. */
export function SupportPage() {
  return <LoginForm step="contactSupport" />;
}

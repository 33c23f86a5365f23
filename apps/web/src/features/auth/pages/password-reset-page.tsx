import { useParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';

/** /password-reset/:code: the create-password step, with the code from the reset email. */
export function PasswordResetPage() {
  const { code = '' } = useParams();
  return <LoginForm key={code} step="createPassword" resetCode={code} />;
}

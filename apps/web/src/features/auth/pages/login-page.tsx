import { useLocation, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import type { SignInNavigationState } from '@/features/auth/login-steps/types';

/** /login/form: the login form; `?step=` selects the first step (SPEC §2). */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? null) as SignInNavigationState | null;
  return (
    // A navigation here (e.g. after a password is set) starts the form afresh.
    <LoginForm key={location.key} step={params.get('step')} email={state?.email} notice={state?.notice} />
  );
}

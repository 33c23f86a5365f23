import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { registerDevice } from '@/features/auth/api/register-device';
import { createLoginFlow } from '@/features/auth/login-flow';
import {
  type LoginFlowOptions,
  STEPS_WITHOUT_SUPPORT_LINK,
  type Step,
} from '@/features/auth/login-steps/types';
import { PublicShell } from '@/shared/ui/public-shell';
import { FlowContext } from './flow-context';
import { CreatePasswordStep, InstructionsSentStep, ResetPasswordStep } from './reset-steps';
import {
  EmailStep,
  LoadingStep,
  LockoutStep,
  MfaSetupStep,
  MfaStep,
  MfaUnlockStep,
  PasswordStep,
} from './sign-in-steps';
import { ContactSupportStep, SupportRequestSentStep } from './support-steps';
import { TermsRejectedStep, TermsStep } from './terms-steps';

interface StepView {
  title: string;
  description?: string;
  Body: ComponentType<{ intro?: string | undefined }>;
}

const VIEWS: Record<Step, StepView> = {
  email: {
    title: 'Sign in',
    description: 'Sign in with the email address your adviser holds for you.',
    Body: EmailStep,
  },
  password: { title: 'Sign in', Body: PasswordStep },
  mfaSetup: {
    title: 'Two-Factor Authentication',
    description: 'Your account is protected by a code from an authenticator app as well as your password.',
    Body: MfaSetupStep,
  },
  mfa: {
    title: 'Enter verification code',
    description: 'Open your authenticator app and enter the code it shows for this account.',
    Body: MfaStep,
  },
  mfaUnlock: {
    title: 'Enter verification code',
    description: 'Enter the code from your authenticator app to unlock your account.',
    Body: MfaUnlockStep,
  },
  resetPassword: {
    title: 'Password Reset',
    description: 'We will send you a link to choose a new password.',
    Body: ResetPasswordStep,
  },
  instructionsSent: { title: 'Check your inbox', Body: InstructionsSentStep },
  createPassword: { title: 'Create Password', Body: CreatePasswordStep },
  contactSupport: {
    title: 'Contact Support',
    description: 'Tell us how to reach you and what you need help with.',
    Body: ContactSupportStep,
  },
  supportRequestSent: { title: 'Request received', Body: SupportRequestSentStep },
  terms: {
    title: 'Terms and conditions',
    description: 'Please read the terms of the portal before you go on.',
    Body: TermsStep,
  },
  termsRejected: { title: 'Terms and conditions', Body: TermsRejectedStep },
  lockout: { title: 'Account locked', Body: LockoutStep },
  loading: { title: 'Signing you in', Body: LoadingStep },
};

let deviceRegistered = false;

/** SPEC §7: the device is registered when the login form loads (once a page load; failures only logged). */
function useDeviceRegistration() {
  useEffect(() => {
    if (deviceRegistered) return;
    deviceRegistered = true;
    registerDevice().catch((error: unknown) => {
      deviceRegistered = false;
      console.warn('Sextant: could not register this device.', error);
    });
  }, []);
}

export interface LoginFormProps extends Omit<LoginFlowOptions, 'navigate'> {
  /** A line above the create-password fields (the invitee's greeting). */
  intro?: string;
}

/** The login form of SPEC §2: every step in one card, the step machine in login-flow.ts. */
export function LoginForm({ intro, ...options }: LoginFormProps) {
  const navigate = useNavigate();
  const [flow] = useState(() =>
    createLoginFlow({
      ...options,
      navigate: (to, state) => void navigate(to, state ? { state } : undefined),
    }),
  );
  const step = useStore(flow, (state) => state.step);
  const frame = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useDeviceRegistration();

  // A new step: focus its first field, or its title, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = frame.current?.querySelector<HTMLElement>(
      'input:not([type=radio]):not([type=hidden]), select, h1',
    );
    target?.focus();
  }, [step]);

  const { title, description, Body } = VIEWS[step];
  return (
    <FlowContext.Provider value={flow}>
      <div ref={frame}>
        <PublicShell
          title={title}
          description={description}
          supportLink={!STEPS_WITHOUT_SUPPORT_LINK.includes(step)}
        >
          <Body intro={intro} />
        </PublicShell>
      </div>
    </FlowContext.Provider>
  );
}

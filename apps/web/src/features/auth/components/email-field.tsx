import { TextField } from '@/shared/ui/field';

interface EmailFieldProps {
  defaultValue?: string;
  error?: string | undefined;
  /** 'username' where the address signs in, so password managers pair it with the password. */
  autoComplete?: 'email' | 'username';
}

/** SPEC §2's 'Email Address' field, as every step that asks for an address shows it. */
export function EmailField({ defaultValue, error, autoComplete = 'email' }: EmailFieldProps) {
  return (
    <TextField
      label="Email Address"
      name="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      {...(defaultValue !== undefined && { defaultValue })}
      error={error}
    />
  );
}

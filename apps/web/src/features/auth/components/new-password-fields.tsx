import { TextField } from '@/shared/ui/field';

/** The new password and its confirmation, as every form that sets a password asks for them (SPEC §5). */
export function NewPasswordFields({
  errors,
}: {
  errors: { password?: string | undefined; repeatPassword?: string | undefined };
}) {
  return (
    <>
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters, and it must contain any three symbols."
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        name="repeat_password"
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword}
      />
    </>
  );
}

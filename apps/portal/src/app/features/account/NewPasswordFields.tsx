import { FORM_HINTS } from '@consult/domain';
import { PasswordField } from '../forms/PasswordField';

/**
 * The new password and its confirmation, as the change and the reset forms both ask for them
 * (`newPassword`, `confirmPassword` in password-schemas.ts).
 */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        required
        helperText={FORM_HINTS.password}
      />
      <PasswordField
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

import { ValidationError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';

export const SAME_PASSWORD_MESSAGE = 'Le nouveau mot de passe doit être différent de l’ancien';

/** Refuses a new password equal to the current one (`field`: the form's field). */
export async function assertNotCurrentPassword(
  currentHash: string,
  password: string,
  field: string,
): Promise<void> {
  if (await verifyPassword(currentHash, password)) {
    throw new ValidationError([{ path: field, message: SAME_PASSWORD_MESSAGE }]);
  }
}

import type { EntityManager } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { queueMail } from '../mail/queue-mail.ts';
import { loginAlertMail } from '../mail/templates/login-alert.ts';
import { browserKeyOf, describeDevice } from '../session/describe-device.ts';
import { KnownBrowser } from './known-browser.entity.ts';
import { User } from './user.entity.ts';

export interface SignInContext {
  userAgent: string | null;
  ip: string | null;
  at: Date;
  /** The site's origin (PUBLIC_URL), for the alert's link to the sessions. */
  publicUrl: string;
}

/**
 * Remembers the browser an account signed in from; when the account had signed in from others
 * before and keeps its login alerts on, e-mails its owner about this new one. The first browser
 * (the registration's) sends nothing.
 */
export async function noteSignInBrowser(
  em: EntityManager,
  userId: number,
  context: SignInContext,
): Promise<void> {
  const browserKey = browserKeyOf(context.userAgent);
  if ((await em.count(KnownBrowser, { user: userId, browserKey })) > 0) return;
  const knownBefore = await em.count(KnownBrowser, { user: userId });
  const user = await em.findOneOrFail(User, { id: userId });
  em.create(KnownBrowser, { user, browserKey });
  if (knownBefore > 0 && user.loginAlerts) {
    queueMail(
      em,
      user.email,
      loginAlertMail({
        firstName: user.firstName,
        device: describeDevice(context.userAgent),
        ip: context.ip,
        at: context.at,
        settingsUrl: `${context.publicUrl}/settings`,
      }),
    );
  }
  try {
    await em.flush();
  } catch (error) {
    // Two sign-ins from one new browser at once: the other request noted it (and alerted).
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
}

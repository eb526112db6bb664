import type { User } from '../users/user.entity';
import { firmMail } from '../mail/firm-mail';
import type { OutgoingMail } from '../mail/mail.service';

/** The link a reset e-mail carries: the portal's reset page with the token. */
export function passwordResetLink(portalUrl: string, token: string): string {
  const url = new URL('/reset-password', portalUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The reset e-mail: who asked is not known, so it says what to do if it was not the client. */
export function passwordResetMail(input: {
  user: Pick<User, 'email' | 'firstName' | 'username'>;
  link: string;
  minutes: number;
  replyTo: string;
}): OutgoingMail {
  const { user, link, minutes, replyTo } = input;
  const lifetime = minutes >= 60 ? 'one hour' : `${Math.max(1, Math.round(minutes))} minutes`;
  return firmMail({
    to: user.email,
    replyTo,
    subject: 'Reset your client portal password',
    paragraphs: [
      `Dear ${user.firstName},`,
      `Someone asked to reset the password of your client portal account (username ${user.username}). To choose a new password, open the link below. It works once, within ${lifetime}; your other sessions will be signed out.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
    link: { href: link, label: 'Choose a new password' },
  });
}

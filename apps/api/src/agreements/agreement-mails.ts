import { DEFAULT_FIRM, agreementReference, appLink, formatCents } from '@consult/domain';
import { firmMail } from '../mail/firm-mail';
import type { OutgoingMail } from '../mail/mail.service';
import type { ConsultingAgreement } from './agreement.entity';

/**
 * The e-mails of a firm amendment (docs/contracts-and-money.md): the client hears of a proposal,
 * with a link to review it in the portal; the firm hears when the client declines one. Plain text
 * and simple HTML, every value escaped.
 */

type Proposal = Pick<
  ConsultingAgreement,
  'id' | 'originalId' | 'version' | 'companyName' | 'signerName' | 'grandTotalCents'
>;

function mail(
  to: string,
  replyTo: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): OutgoingMail {
  return firmMail({ to, replyTo, subject, paragraphs, link });
}

/** To the client: the firm proposes an amendment; the version signed before stays in force. */
export function amendmentProposedMail(
  proposal: Proposal,
  to: string,
  portalUrl: string,
  firmInbox: string,
): OutgoingMail {
  const reference = agreementReference(proposal.originalId ?? proposal.id);
  return mail(
    to,
    firmInbox,
    `Please review: proposed amendment to your consulting agreement ${reference}`,
    [
      `Hello ${proposal.signerName},`,
      `${DEFAULT_FIRM.name} proposes an amendment to the consulting agreement ${reference} with ${proposal.companyName}: version ${proposal.version}, with a total of ${formatCents(proposal.grandTotalCents)}.`,
      'Please review it in your client portal, then sign it as proposed or decline it. Until you sign it, the version you signed before stays in force.',
    ],
    {
      href: appLink(portalUrl, `/consulting-agreement/${proposal.id}`),
      label: 'Review the amendment',
    },
  );
}

/**
 * To the firm's inbox: the client declined a proposal, with their note; or deleted the agreement
 * from their portal, which declined the proposal waiting on it (`byDeletion`). A reply goes to the
 * client when their address is verified, else to the firm's inbox.
 */
export function amendmentDeclinedMail(
  proposal: Proposal,
  client: { email: string; verified: boolean },
  note: string | null,
  adminUrl: string,
  firmInbox: string,
  byDeletion = false,
): OutgoingMail {
  const reference = agreementReference(proposal.originalId ?? proposal.id);
  // A reply goes to the client only at an address they have verified (issue 17).
  const clientEmail = client.verified ? client.email : `${client.email}, not verified`;
  return mail(
    firmInbox,
    client.verified ? client.email : firmInbox,
    `Amendment declined: ${reference} version ${proposal.version}, ${proposal.companyName}`,
    [
      `${proposal.signerName} (${clientEmail}) of ${proposal.companyName} declined the proposed amendment to ${reference} (version ${proposal.version}, total ${formatCents(proposal.grandTotalCents)}). The version signed before stays in force.`,
      byDeletion
        ? 'They deleted the agreement from their client portal, which declined the amendment. The firm keeps every signed version; the console shows the agreement marked as deleted by the client.'
        : note
          ? `Their note: ${note}`
          : 'They left no note.',
    ],
    {
      href: appLink(adminUrl, `/consulting-agreement/${proposal.id}`),
      label: 'Open the amendment in the console',
    },
  );
}

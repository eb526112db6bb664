import type {
  AccountSession,
  AdminAgreementView,
  AdminInvoiceView,
  AdminNdaView,
  AdminSetupStatus,
  AdminUserDetail,
  AdminUserListItem,
  Agreement,
  AgreementSummary,
  ApiErrorBody,
  AuditLogPage,
  BusinessProfile,
  ConsultationReceipt,
  DocumentVerification,
  EmailVerificationSent,
  EmailVerified,
  EndSessionsResult,
  EsignConsentStatus,
  Nda,
  NdaSummary,
  PasswordResetAccepted,
  PaymentMethod,
  PaymentMethodSummary,
  PromoteUserResult,
  SessionStatus,
  ShareDocumentResult,
  User,
} from '@consult/domain';
import type { ChangePasswordDto } from '../account/dto/change-password.dto';
import type { ConfirmPasswordResetDto } from '../account/dto/confirm-password-reset.dto';
import type { RequestPasswordResetDto } from '../account/dto/request-password-reset.dto';
import type { AmendAgreementDto } from '../admin/dto/amend-agreement.dto';
import type { PromoteUserDto } from '../admin/dto/promote-user.dto';
import type { ShareDocumentDto } from '../admin/dto/share-document.dto';
import type { CreateAgreementDto } from '../agreements/dto/create-agreement.dto';
import type { DeclineAmendmentDto } from '../agreements/dto/decline-amendment.dto';
import type { LoginUserDto } from '../auth/dto/login-user.dto';
import type { RegisterUserDto } from '../auth/dto/register-user.dto';
import type { CreateConsultationDto } from '../consultation/dto/create-consultation.dto';
import type { ConfirmEmailDto } from '../email-verification/dto/confirm-email.dto';
import type { AcceptEsignConsentDto } from '../esign/dto/accept-esign-consent.dto';
import type { HealthBody, ReadinessBody } from '../health/health.controller';
import type { CreateNdaDto } from '../nda/dto/create-nda.dto';
import type { SavePaymentDetailsDto } from '../payments/dto/save-payment-details.dto';
import type { UpdateProfileDto } from '../profile/dto/update-profile.dto';

/**
 * Every schema of the OpenAPI document (docs/openapi.json), by the name it has there. The generator
 * (apps/api/openapi/generate.ts) reads these TypeScript types — the shared types of libs/domain
 * that the handlers return, and the DTO classes that validate request bodies — and writes their
 * JSON Schemas into `components.schemas`; `ApiAnswer` names one of them for a response, and the
 * compiler checks that the handler returns that type.
 */
export interface ApiSchemas {
  /** The body of every error answer (ApiExceptionFilter). */
  ApiErrorBody: ApiErrorBody;

  // Answers.
  HealthBody: HealthBody;
  ReadinessBody: ReadinessBody;
  User: User;
  SessionStatus: SessionStatus;
  BusinessProfile: BusinessProfile;
  PasswordResetAccepted: PasswordResetAccepted;
  AccountSessionList: AccountSession[];
  EndSessionsResult: EndSessionsResult;
  EmailVerificationSent: EmailVerificationSent;
  EmailVerified: EmailVerified;
  ConsultationReceipt: ConsultationReceipt;
  EsignConsentStatus: EsignConsentStatus;
  Nda: Nda;
  NdaSummaryList: NdaSummary[];
  Agreement: Agreement;
  AgreementSummaryList: AgreementSummary[];
  PaymentMethod: PaymentMethod;
  PaymentMethodSummaryList: PaymentMethodSummary[];
  DocumentVerification: DocumentVerification;
  AdminCheck: { isAdmin: true };
  AdminSetupStatus: AdminSetupStatus;
  AdminUserList: AdminUserListItem[];
  AdminUserDetail: AdminUserDetail;
  PromoteUserResult: PromoteUserResult;
  AdminNdaView: AdminNdaView;
  AdminAgreementView: AdminAgreementView;
  AdminInvoiceView: AdminInvoiceView;
  ShareDocumentResult: ShareDocumentResult;
  AuditLogPage: AuditLogPage;

  // Request bodies: the DTO classes, by their class names (which @nestjs/swagger refers to).
  RegisterUserDto: RegisterUserDto;
  LoginUserDto: LoginUserDto;
  ChangePasswordDto: ChangePasswordDto;
  RequestPasswordResetDto: RequestPasswordResetDto;
  ConfirmPasswordResetDto: ConfirmPasswordResetDto;
  ConfirmEmailDto: ConfirmEmailDto;
  UpdateProfileDto: UpdateProfileDto;
  CreateConsultationDto: CreateConsultationDto;
  AcceptEsignConsentDto: AcceptEsignConsentDto;
  CreateNdaDto: CreateNdaDto;
  CreateAgreementDto: CreateAgreementDto;
  DeclineAmendmentDto: DeclineAmendmentDto;
  SavePaymentDetailsDto: SavePaymentDetailsDto;
  PromoteUserDto: PromoteUserDto;
  ShareDocumentDto: ShareDocumentDto;
  AmendAgreementDto: AmendAgreementDto;
}

export type ApiSchemaName = keyof ApiSchemas;

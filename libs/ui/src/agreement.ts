// The consulting agreement's terms as a form, shared by the portal (the client signs them) and the
// admin console (the firm amends them, req RULES-2): client information, the six services with
// their fee models, the payment summary, and the values' mapping to the API's request. Every
// figure comes from the pricing functions of `@consult/domain`. A secondary entry
// (`@consult/ui/agreement`), so only the pages with the form load it.
export * from './lib/agreement/ClientInformation';
export * from './lib/agreement/DigitsField';
export * from './lib/agreement/FeeFields';
export * from './lib/agreement/MoneyField';
export * from './lib/agreement/PaymentSummary';
export * from './lib/agreement/ServiceCard';
export * from './lib/agreement/ServiceSelection';
export * from './lib/agreement/agreement-values';
export * from './lib/agreement/draft-agreement-document';

// The Formik helpers shared by the apps' forms. A secondary entry (`@consult/ui/forms`), so a page
// without a form (the marketing home page) does not load Formik with the rest of the UI kit.
export * from './lib/forms/CompanyAddressFields';
export * from './lib/forms/FocusFirstError';
export * from './lib/forms/email-schema';
export * from './lib/forms/form-sizes';
export * from './lib/forms/form-status';
export * from './lib/forms/FormSelectField';
export * from './lib/forms/FormTextField';
export * from './lib/forms/FormSection';
export * from './lib/forms/PersonNameFields';
export * from './lib/forms/plain-text-schema';

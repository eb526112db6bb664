// Documents on screen, shared by the portal and the admin console: a document model rendered as
// the PDF shows it, a document's card in a list, a document's details as label and value pairs,
// and saving a file the API or the browser made. A secondary entry (`@consult/ui/documents`), like `@consult/ui/forms`.
export * from './lib/documents/DetailGrid';
export * from './lib/documents/DocumentCard';
export * from './lib/documents/DocumentView';
export * from './lib/documents/save-file';

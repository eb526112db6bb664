// '@consult/documents/testing': the specimen documents the documents' own specs and the PDF bench
// render. Never import this from app code.
export { ndaInput } from './lib/testing/nda-input';

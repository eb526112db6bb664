// Helpers for the Jest specs of the web apps and the UI kit ('@consult/ui/testing'). Never import
// this from app code: it is test tooling (it uses Jest's globals).
export * from './testing/mock-api';
export * from './testing/render-in-app';
export * from './testing/spec-styles';
export * from './testing/viewport';
export * from './testing/nda';
export * from './testing/outside-act';

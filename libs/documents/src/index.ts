export * from './lib/agreement/consulting-agreement';
export * from './lib/canonical-text';
export * from './lib/esign-disclosure';
export * from './lib/format';
export * from './lib/html/document-html';
export * from './lib/html/escape';
export * from './lib/invoice/invoice';
export * from './lib/nda/mutual-nda';

export { seriousAxeFindings } from '@consult/testing/e2e';

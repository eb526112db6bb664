export * from './e2e-stack';
export * from './factories';

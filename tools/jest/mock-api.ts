// Moved to the UI kit's testing entry point; import `mockApi` from '@consult/ui/testing'.
export * from '../../libs/ui/src/testing/mock-api';

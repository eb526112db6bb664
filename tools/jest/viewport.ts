// Moved to the UI kit's testing entry point; import `setViewportWidth` from '@consult/ui/testing'.
export * from '../../libs/ui/src/testing/viewport';

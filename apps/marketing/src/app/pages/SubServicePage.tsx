import { PageLayout } from '@consult/ui';

/** Placeholder: this page is being built (issue 3). */
export function SubServicePage() {
  return <PageLayout>{null}</PageLayout>;
}

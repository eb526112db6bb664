import { PageLayout } from '@consult/ui';

/** Placeholder: this page is being built (issue 3). */
export function ContactPage() {
  return <PageLayout>{null}</PageLayout>;
}

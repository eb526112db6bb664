import { PageLayout } from '@consult/ui';

/** Placeholder: this page is being built (issue 3). */
export function ConsultingServicesPage() {
  return <PageLayout>{null}</PageLayout>;
}

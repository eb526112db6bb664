import { isIsoDate } from '@consult/domain';

/** `consulting-agreement-<company>-<yyyy-MM-dd>.<ext>`, in plain ASCII (as the API names its PDF). */
export function agreementFileName(companyName: string, date: string, extension: 'pdf' | 'html') {
  const slug =
    companyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'client';
  return `consulting-agreement-${slug}-${isIsoDate(date) ? date : 'undated'}.${extension}`;
}

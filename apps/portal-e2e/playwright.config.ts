import { e2eConfig } from '../../tools/playwright/e2e-config';

export default e2eConfig('portal-e2e');

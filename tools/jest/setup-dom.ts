import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 1 s by default: on a busy 2-core machine a page driven through
// MUI, Formik and RTK Query can take longer to settle, which fails a correct test. Wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

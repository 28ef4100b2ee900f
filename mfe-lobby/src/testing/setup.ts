import { configure } from '@testing-library/react';

// Screens wait for lazy i18n namespaces and a 300 ms search debounce; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 4000 });

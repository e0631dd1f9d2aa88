import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app tests load lazy route chunks on first use; under a parallel run that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

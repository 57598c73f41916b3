import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks load through real dynamic imports; on a busy CI machine that can take over the
// default 1 s, so async queries wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

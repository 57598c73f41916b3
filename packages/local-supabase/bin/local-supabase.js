#!/usr/bin/env node
// The package's CLI is TypeScript: register tsx's loader, then run it in this process.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');

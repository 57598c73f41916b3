/**
 * The listings domain's public entry: another domain imports this folder only through this file
 * (eslint.config.js). Export here what another domain needs, nothing more.
 */
export { alertDepsFromEnv, sendDueAlerts } from './alerts.ts';

/**
 * Deno's `npm:` specifiers, for Node's type check: Node-side tests reach the functions' mailer
 * through the domains' public entries (booking's sender), and tsc cannot resolve `npm:`. The
 * types are the package's own, as Deno reads them.
 */
declare module 'npm:nodemailer@6.10.1' {
  import nodemailer from 'nodemailer';
  export default nodemailer;
}

// Runs maildev (arguments as its CLI) and exits when the parent closes our stdin, so the mail
// catcher never outlives the local backend, even when the backend is killed with SIGKILL.
const path = require('node:path');

process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();

// maildev's CLI, from wherever npm installed maildev for this package.
require(path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev'));

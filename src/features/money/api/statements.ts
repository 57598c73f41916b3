import { STATEMENTS_BUCKET } from '@contract/ledger.ts';
import { signedFileUrl } from '@/lib/privateFiles';

/**
 * A 60-second link to a statement's PDF, signed by the server after RLS reads its row. The office
 * opens it by path; an owner downloads it under a file name in their language.
 */
export function statementUrl(storagePath: string, fileName?: string): Promise<string> {
  return signedFileUrl(
    STATEMENTS_BUCKET,
    storagePath,
    fileName,
    'The statement could not be opened. Try again.',
  );
}

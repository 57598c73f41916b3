/** A Data API answer's rows, or its error thrown (one helper for every screen's reads). */
export function check<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null) throw new Error('No answer from the server.');
  return result.data;
}

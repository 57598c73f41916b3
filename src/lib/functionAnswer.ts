/** The JSON `{ message }` of an edge function's error answer, when it has one. */
export async function functionAnswerMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

import { toApiFailure } from './ApiFailure';

/** The data of a call's answer; whatever the call threw becomes an ApiFailure (the one error path). */
export async function answerOf<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toApiFailure(error);
  }
}

import { ApiError } from '@/lib/api-client';
import { toaster } from './ui/toaster';

/** What the server said about a refused request (4xx), when it adds something to `title`. */
export function serverDetail(error: unknown, title: string): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message && error.message !== title) return error.message;
  return undefined;
}

/** An error toast with the spec's text as title and the server's reason, if any, below it. */
export function toastFailure(title: string, error: unknown): void {
  toaster.create({ type: 'error', title, description: serverDetail(error, title) });
}

export function toastSuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description });
}

/**
 * An API call told in a toast: its answer's message (else `success`) when it succeeds, else `failure` with the server's
 * reason. Resolves whether it succeeded.
 */
export async function toastOutcome(call: () => Promise<{ message?: string }>, success: string, failure: string): Promise<boolean> {
  try {
    const res = await call();
    toastSuccess(res.message || success);
    return true;
  } catch (e) {
    toastFailure(failure, e);
    return false;
  }
}

const PROBLEM_REPORT_TEXTS = {
  failed: 'Failed to report the problem. Please try again.',
  photoFailed: 'Your report was sent, but a photo could not be added.',
};

/**
 * A report of a problem with its photos: the report stands on its own, each photo is added after it, and a refused
 * one is said with the server's reason. Resolves whether the report was sent.
 */
export async function sendProblemReport(
  send: () => Promise<{ message?: string }>,
  addPhoto: (photo: File) => Promise<unknown>,
  photos: readonly File[],
  texts: { sent?: string; failed: string; photoFailed: string } = PROBLEM_REPORT_TEXTS,
): Promise<boolean> {
  if (!(await toastOutcome(send, texts.sent ?? 'Your report has been sent.', texts.failed))) return false;
  for (const photo of photos) {
    try {
      await addPhoto(photo);
    } catch (e) {
      toastFailure(texts.photoFailed, e);
    }
  }
  return true;
}

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

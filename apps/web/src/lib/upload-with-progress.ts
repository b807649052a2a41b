import { ApiError, REQUEST_TIMEOUT_MS } from './api-client';
import { getToken } from './auth-storage';

/**
 * POSTs a multipart form with the stored bearer token and reports upload progress (0–100).
 * fetch() cannot report upload progress, so this uses XMLHttpRequest; errors follow apiRequest:
 * the server's `message`, else 'Network error', else 'HTTP {status}'.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0));
    xhr.ontimeout = () => reject(new ApiError('Request timed out. Please try again.', 0));
    xhr.onload = () => {
      let data: unknown = null;
      let isJson = false;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        isJson = true;
      } catch {
        isJson = false;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
        return;
      }
      if (!isJson) {
        reject(new ApiError('Network error', xhr.status));
        return;
      }
      const body = (data ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
      const message = typeof body.message === 'string' && body.message.trim() ? body.message : `HTTP ${xhr.status}`;
      reject(new ApiError(message, xhr.status, body.errors));
    };
    xhr.send(form);
  });
}

import { PRESS_ERRORS } from '../../../content/press-text';
import { PressApiError } from '../api/press-backend';

/** The Korean message to show for a failed operation. */
export function errorMessage(error: unknown): string {
  if (error instanceof PressApiError) return error.message;
  // A chunk that failed to load (Firebase adapter) is a network problem for the visitor.
  if (error instanceof Error && error.name === 'ChunkLoadError') return PRESS_ERRORS.network;
  return PRESS_ERRORS.unexpected;
}

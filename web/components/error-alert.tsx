import { useErrorText } from '../hooks/use-error-text';
import { FormAlert } from './form-alert';

/** A failed call's error in words (its server's reason translated), announced as it appears; nothing without one. */
export function ErrorAlert({ error }: { error: unknown }) {
  return <FormAlert message={useErrorText(error)} />;
}

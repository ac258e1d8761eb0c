import { type RefObject, useEffect, useRef } from 'react';
import type { FieldErrors } from '../../common/errors';

/** After a failed submit, moves focus to the first invalid field, whose error is then read out. */
export function useFocusFirstInvalid(fieldErrors: FieldErrors): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  return formRef;
}

import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CLASS_FIELDS,
  type ClassField,
  ClassForm,
  type ClassFormValues,
  type FieldCheck,
} from '../../../common/api/cohort';
import { ApiError } from '../../api/api-error';
import { type ClassFormInputs, checkClassInputs, draftFromInputs, INPUT_OF_FIELD } from './class-form-state';

const FIELDS_OF_INPUT = new Map<keyof ClassFormInputs, ClassField[]>();
for (const field of CLASS_FIELDS) {
  const input = INPUT_OF_FIELD[field];
  FIELDS_OF_INPUT.set(input, [...(FIELDS_OF_INPUT.get(input) ?? []), field]);
}

/**
 * The state of a class form: what is typed, each field's verdict as the user types (shown once
 * the field was changed, or for every field after a save was tried), and the server's verdicts
 * from the last failed save, kept until the field changes.
 */
export function useClassForm(initial: ClassFormInputs) {
  const [inputs, setInputs] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ClassField>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverReasons, setServerReasons] = useState<Partial<Record<ClassField, string>>>({});
  // The class's code when the form opened: a code shorter than the rule allows keeps working while kept.
  const [storedAccessCode] = useState(() => initial.accessCode.trim() || null);
  const check = useMemo(() => checkClassInputs(inputs, storedAccessCode), [inputs, storedAccessCode]);
  // Each refused save moves focus to the first failed field, whose reason is then read out.
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function change<Key extends keyof ClassFormInputs>(key: Key, value: ClassFormInputs[Key]) {
    setInputs((current) => ({ ...current, [key]: value }));
    const fields = FIELDS_OF_INPUT.get(key) ?? [];
    setTouched((current) => new Set([...current, ...fields]));
    setServerReasons((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }

  /** The verdict to show for `field`, or undefined while it should not show one yet. */
  function verdict(field: ClassField): FieldCheck | undefined {
    const server = serverReasons[field];
    if (server) return { status: 'failed', reason: server };
    return touched.has(field) || showAll ? check.fields[field] : undefined;
  }

  /** The values to save, or null (every verdict now shown) when a rule fails. */
  function valuesToSave(): ClassFormValues | null {
    setShowAll(true);
    if (!check.valid) {
      setRefusals((count) => count + 1);
      return null;
    }
    return ClassForm.parse(draftFromInputs(inputs));
  }

  /** Show the per-field reasons of a failed save beside their fields. */
  function showServerReasons(error: unknown) {
    if (!(error instanceof ApiError)) return;
    const reasons: Partial<Record<ClassField, string>> = {};
    for (const [path, reason] of Object.entries(error.fields)) {
      const field = path.split('.')[0] as ClassField;
      if (CLASS_FIELDS.includes(field)) reasons[field] ??= reason;
    }
    setServerReasons(reasons);
    setRefusals((count) => count + 1);
  }

  return {
    formRef,
    inputs,
    change,
    verdict,
    valuesToSave,
    showServerReasons,
    /** A save was tried: every verdict shows. */
    tried: showAll,
    valid: check.valid,
  };
}

/** A class form's state, as its fields receive it. */
export type ClassFormState = ReturnType<typeof useClassForm>;

import type { z } from 'zod';
import type { BlockSetupProps } from '../block-setup-forms';

/**
 * A setup form's data: the widget's defaults under what the block holds (the `url` fields the
 * reader adds ride along; the server's schema drops them), and `update`, which hands the editor
 * the whole setup data with `patch` applied.
 */
export function useSetupFormData<Data extends Record<string, unknown>>(
  schema: z.ZodType<Data>,
  { block, onChange }: Pick<BlockSetupProps, 'block' | 'onChange'>,
) {
  const data = { ...schema.parse({}), ...block.setupData } as Data & Record<string, unknown>;
  return { data, update: (patch: Record<string, unknown>) => onChange({ ...data, ...patch }) };
}

/** A string field of a block's setup data ('' when missing or of another type). */
export const textOf = (setupData: Record<string, unknown>, key: string): string => {
  const value = setupData[key];
  return typeof value === 'string' ? value : '';
};

/** A number field of a block's setup data, or `fallback`. */
export const numberOf = (setupData: Record<string, unknown>, key: string, fallback: number): number => {
  const value = setupData[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
};

/**
 * The question a post block asks its learners to reflect on after they post (spec §3 Block
 * `reflectionSettings`), or undefined when it asks none.
 */
export function reflectionPromptOf(setupData: Record<string, unknown>): string | undefined {
  const settings = setupData.reflectionSettings;
  if (typeof settings !== 'object' || settings === null) return undefined;
  const { isReflectionActive, prompt } = settings as Record<string, unknown>;
  if (isReflectionActive !== true || typeof prompt !== 'string') return undefined;
  return prompt.trim() || undefined;
}

/** The props every block renderer receives. */
export interface BlockViewProps {
  setupData: Record<string, unknown>;
}

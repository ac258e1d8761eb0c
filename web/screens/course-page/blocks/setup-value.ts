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

/** The props every block renderer receives. */
export interface BlockViewProps {
  setupData: Record<string, unknown>;
}

/** The ids a field's error and hint lines get from the field's own id, for `aria-describedby`. */
export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** What the input is described by: its error when it has one, else its hint, else nothing. */
export function describedBy(id: string, { error, hint }: { error: boolean; hint: boolean }): string | undefined {
  if (error) return errorIdOf(id);
  return hint ? hintIdOf(id) : undefined;
}

/**
 * A field's blur handler for forms in react-hook-form's 'onTouched' mode: the field counts as
 * touched (and is validated) only once its value was changed, so tabbing through an untouched
 * form turns nothing red. Submitting still validates every field.
 */
export function blurAfterChange(field: { onBlur: () => void }, fieldState: { isDirty: boolean }): () => void {
  return () => {
    if (fieldState.isDirty) field.onBlur();
  };
}

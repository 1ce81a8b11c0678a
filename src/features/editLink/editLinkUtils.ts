/** The edit link needs somewhere to go and something to say. */
export function canShowEditLink(editUrl: string | undefined, text: string | undefined): boolean {
  return Boolean(editUrl?.trim()) && Boolean(text?.trim());
}

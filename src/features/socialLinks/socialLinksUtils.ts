/** Social links shown in the navbar itself; the rest go in a popup. */
export const SOCIAL_LINKS_IN_BAR = 3;

/** Splits the links into those the bar shows and those of its overflow popup, order kept. */
export function splitSocialLinks<T>(
  links: readonly T[],
  inBar = SOCIAL_LINKS_IN_BAR,
): {shown: T[]; overflow: T[]} {
  return {shown: links.slice(0, inBar), overflow: links.slice(inBar)};
}

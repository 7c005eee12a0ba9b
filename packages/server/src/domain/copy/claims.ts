/**
 * The facts about a product that the caller vouches for (`claims`). Copy and pictures state
 * none they are not given: no rating, review, testimonial, newness, offer or scarcity is ever
 * invented, in words or in pictures (consumer-protection rules on fake reviews and false urgency).
 */
export interface Claims {
  /** 1–5: the rating the caller reports; stars and "rated n/5" only from it. */
  rating?: number;
  /** A real customer's words, quoted as given. */
  review?: string;
  /** Who wrote `review`; shown only with it. */
  reviewer?: string;
  /** The product is new: only then do copy and pictures call it new. */
  isNew?: boolean;
  /** A time-bound offer in the caller's words ("20% off until Sunday"): the only source of urgency. */
  offer?: string;
  /** Stock is limited: only then is scarcity mentioned. */
  limitedStock?: boolean;
}

/** The claims as kept with a run: null when the caller gave none. */
export function claimsGiven(claims: Claims | undefined): Claims | null {
  return claims !== undefined && Object.keys(claims).length > 0 ? claims : null;
}

/**
 * A caller's text (a review, an offer) ready to be set inside a sentence: trimmed, without the full
 * stops and exclamation marks it ended with in any script, since the sentence brings its own.
 */
export function claimText(text: string): string {
  return text.trim().replace(/[.!。！।]+$/u, '');
}

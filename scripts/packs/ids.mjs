// Stable document ids for the compendium sources: 16 alphanumeric characters derived from a name that
// never changes (pack + slug, plus the actor's slug for embedded items). Renaming an entry's display name
// keeps its id; changing its slug is a new document.
import { createHash } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A 16-character alphanumeric id derived from the given parts. */
export function stableId(...parts) {
  const digest = createHash("sha256")
    .update(`swrpg:${parts.join(":")}`)
    .digest();
  let id = "";
  for (let i = 0; i < 16; i++) id += ALPHABET.charAt(digest[i] % ALPHABET.length);
  return id;
}

/**
 * A document of another ruleset than the world's opens read-only, with a banner naming its ruleset
 * (the sheet shells call these). The ruleset is the registry's answer for the document's type.
 */
import { format, localize } from "../../config/i18n.ts";
import { foreignRuleset, rulesetNames } from "../../rulesets/registry.ts";

export const RULESET_BANNER_CLASS = "swrpg-ruleset-banner";

/** The banner's text for a document of another ruleset; null for one of the world's ruleset. */
export function rulesetBannerText(document: Actor.Implementation | Item.Implementation): string | null {
  const ruleset = foreignRuleset(document);
  if (!ruleset) return null;
  const typeKey = `TYPES.${document.documentName}.${document.type}`;
  const documentType = game.i18n?.has(typeKey) ? localize(typeKey) : document.type;
  return format("SWRPG.Ruleset.Banner", { documentType, ...rulesetNames(ruleset) }, ruleset.id);
}

/** Puts the banner first in the sheet's content (once; removed when the text is null). */
export function showRulesetBanner(root: HTMLElement, text: string | null): void {
  root.querySelector(`.${RULESET_BANNER_CLASS}`)?.remove();
  if (!text) return;
  const banner = root.ownerDocument.createElement("div");
  banner.className = RULESET_BANNER_CLASS;
  banner.setAttribute("role", "note");
  banner.textContent = text;
  const content = root.querySelector(".window-content") ?? root;
  content.prepend(banner);
}

import type { AppliedMark } from "./applied-marks.ts";
import type { CardViewer } from "./card-viewer.ts";

/**
 * What every ruleset's attack card template renders in the same way, from the card's data and who is
 * looking: the attacks with their natural die, breakdown, damage and Undo, the target rows with what each
 * token took, the refused targets. Plain values and lang keys only; the ruleset adds its own fields (its
 * outcome words, defenses, notes) through `CardLook`.
 */

/** One modifier of a roll, as the cards store it. */
export interface CardPart {
  label: string;
  value: number;
}

/** The fields of a stored card the shared view reads. */
export interface ViewedCard {
  attacker: unknown;
  weapon: unknown;
  stun: boolean;
  refused: readonly { tokenUuid?: string; name: string; reason: string; hidden?: boolean }[];
  attacks: readonly {
    index: number;
    natural: number;
    total: number;
    parts: readonly CardPart[];
    /** `dice`: each die rolled, for the total's tooltip (cards that store them). */
    damage: { total: number; formula: string; dice?: readonly { faces: number; results: number[] }[] } | null;
    targets: readonly {
      tokenUuid: string;
      name: string;
      total: number;
      parts: readonly CardPart[];
      lands: boolean;
      critical: boolean;
      /** A token the GM hid: only a GM's view lists it. */
      hidden?: boolean;
    }[];
  }[];
}

type AttackOf<Card extends ViewedCard> = Card["attacks"][number];
type TargetOf<Card extends ViewedCard> = AttackOf<Card>["targets"][number];

/** What the ruleset adds to the shared view of its card. */
export interface CardLook<Card extends ViewedCard, Taken, TargetFields, AttackFields> {
  /** Lang key prefixes of a roll part's label and a refused target's reason. */
  partKey: string;
  refusedKey: string;
  /** What a token took, as the card says it. */
  taken(mark: AppliedMark): Taken;
  /** Its own fields of a target row (`showDefense`: this viewer may see defense numbers). */
  target(target: TargetOf<Card>, attack: AttackOf<Card>, showDefense: boolean, card: Card): TargetFields;
  attack(attack: AttackOf<Card>, card: Card): AttackFields;
}

export interface PartView {
  labelKey: string;
  value: number;
}

function mayUndo(viewer: CardViewer, marks: readonly AppliedMark[]): boolean {
  if (viewer.isGM || viewer.mayUndoAll) return marks.length > 0;
  const owned = new Set(viewer.ownedTokenUuids ?? []);
  return marks.some((mark) => owned.has(mark.tokenUuid));
}

/**
 * The card without the tokens the GM hid (docs/canvas.md › The tokens in an area): a player's view. The
 * card is posted by one client and shown on all; a hidden token's document is on every client.
 */
function withoutHidden<Card extends ViewedCard>(card: Card): Card {
  const seen = <Entry extends { hidden?: boolean }>(entries: readonly Entry[]) =>
    entries.filter((entry) => !entry.hidden);
  return {
    ...card,
    refused: seen(card.refused),
    attacks: card.attacks.map((attack) => ({ ...attack, targets: seen(attack.targets) })),
  };
}

/** The uuids of the tokens the GM hid, listed on the card. */
const hiddenTokens = (card: ViewedCard): Set<string> =>
  new Set(
    card.attacks.flatMap((attack) =>
      attack.targets.flatMap((target) => (target.hidden ? [target.tokenUuid] : [])),
    ),
  );

/** The card as `viewer` sees it, with what each token took from it (`marks`, from the message). */
export function cardContext<Card extends ViewedCard, Taken, TargetFields, AttackFields>(
  stored: Card,
  messageId: string,
  viewer: CardViewer,
  allMarks: readonly AppliedMark[],
  look: CardLook<Card, Taken, TargetFields, AttackFields>,
) {
  const hidden = viewer.isGM ? new Set<string>() : hiddenTokens(stored);
  const card = viewer.isGM ? stored : withoutHidden(stored);
  const marks = allMarks.filter((mark) => !hidden.has(mark.tokenUuid));
  const showDefense = viewer.isGM || !viewer.hideDefense;
  const partViews = (parts: readonly CardPart[]): PartView[] =>
    parts.map((part) => ({ labelKey: look.partKey + part.label, value: part.value }));
  const attackView = (attack: AttackOf<Card>) => {
    const own = marks.filter((mark) => mark.attackIndex === attack.index);
    const listed = new Set(attack.targets.map((target) => target.tokenUuid));
    const targets = attack.targets.map((target: TargetOf<Card>) => {
      const mark = own.find((entry) => entry.tokenUuid === target.tokenUuid);
      return {
        ...target,
        breakdown: partViews([...attack.parts, ...target.parts]),
        showDefense,
        applied: mark ? look.taken(mark) : null,
        ...look.target(target, attack, showDefense, card),
      };
    });
    const damage = attack.damage;
    return {
      // The stored fields under the view's own damage and targets (Omit: a generic spread would intersect them).
      ...(attack as Omit<AttackOf<Card>, "damage" | "targets">),
      naturalClass: attack.natural >= 20 ? "natural-20" : attack.natural <= 1 ? "natural-1" : "",
      breakdown: partViews(attack.parts),
      targets,
      canRollDamage:
        damage === null &&
        (attack.targets.length === 0
          ? card.refused.length === 0
          : attack.targets.some((target) => target.lands)),
      damage: damage && {
        total: damage.total,
        formula: damage.formula,
        critical: attack.targets.some((target) => target.critical),
        dice: (damage.dice ?? []).map((die) => ({
          label: `${die.results.length}d${die.faces}`,
          results: [...die.results],
        })),
      },
      otherApplied: own
        .filter((mark) => !listed.has(mark.tokenUuid))
        .map((mark) => ({ name: mark.name, applied: look.taken(mark) })),
      canUndo: mayUndo(viewer, own),
      ...look.attack(attack, card),
    };
  };
  return {
    // The stored card's fields, under the view's own refusals and attacks (Omit: as for an attack above).
    ...(card as Omit<Card, "refused" | "attacks">),
    messageId,
    refused: card.refused.map((entry) => ({ name: entry.name, reasonKey: look.refusedKey + entry.reason })),
    attacks: card.attacks.map(attackView),
    hasTargets: card.attacks.some((attack) => attack.targets.length > 0) || card.refused.length > 0,
  };
}

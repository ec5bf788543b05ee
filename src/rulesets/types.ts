/**
 * What a ruleset (RCR, Saga Edition, D6) brings to the system: its document types, sheets, chat cards,
 * damage application, combat procedures, status effects, token bars and packs. Shared plumbing asks the
 * registry (`src/rulesets/registry.ts`) for the record of a document's ruleset and never imports a
 * ruleset folder. The record is deliberately coarse where the rulesets differ most (health, attack
 * resolution, initiative): the shared code only moves documents and messages, the ruleset decides every
 * number and every word.
 */
import type { SettingConfig } from "fvtt-types/configuration";
import type { SheetLayout } from "../applications/sheet-layouts.ts";

/** A Boolean world setting's key, as declared in `SettingConfig` (`"swrpg.<key>": boolean`). */
export type BooleanSettingKey = {
  [Name in keyof SettingConfig]: Name extends `swrpg.${infer Key}`
    ? SettingConfig[Name] extends boolean
      ? Key
      : never
    : never;
}[keyof SettingConfig];

/** A ruleset's id: its folder under `src/rulesets/` and `src/rules/`, and its pack-name prefix. */
export type RulesetId = string;

/** The document names whose subtypes a ruleset owns. */
export type TypedDocumentName = "Actor" | "Item";

/** A TypeDataModel class, as `CONFIG.Actor.dataModels` / `CONFIG.Item.dataModels` take it. */
export type DataModelClass = abstract new (...args: never[]) => object;

/** Token bar attributes, as `CONFIG.Actor.trackableAttributes` takes them for one actor type. */
export interface TrackableAttributes {
  bar: string[];
  value: string[];
}

/** The prototype token's bars of an actor (health differs per ruleset: vitality, hit points, wound levels). */
export interface TokenBars {
  bar1: { attribute: string };
  bar2: { attribute: string | null };
}

/** One status effect as `CONFIG.statusEffects` takes it (name is a lang key). */
export interface RulesetStatusEffect {
  id: string;
  name: string;
  img: string;
}

/** The sheet as a click action sees it. */
export interface SheetHandle {
  readonly actor: Actor.Implementation;
  readonly isEditable: boolean;
}

/** A `data-action` handler of a sheet. */
export type SheetAction = (sheet: SheetHandle, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** One sheet a ruleset registers for one of its document types. */
export interface RulesetSheet<D extends Actor.Implementation | Item.Implementation> {
  type: string;
  /** Lang key of the sheet's name in the sheet configuration. */
  label: string;
  layout: SheetLayout;
  /** The template context for the document: the ruleset's view of it (null: nothing to show). */
  context(document: D, options: { editable: boolean }): Promise<object | null>;
  /** `data-action` handlers (actor sheets). */
  actions?: Readonly<Record<string, SheetAction>>;
  /** An actor dropped on the sheet (a vehicle's crew station); absent: the drop does nothing. */
  dropActor?(document: D, dropped: Actor.Implementation, target: EventTarget | null): Promise<boolean>;
}

/** Why the GM's check of a card refused it (a key under SWRPG.Damage.Refused), and what differed. */
export interface CardCheckRefusal {
  refused: string;
  detail?: string;
}

/** Where a card's damage came from: the message and which of its attacks. */
export interface DamageSource {
  messageId: string;
  attackIndex: number;
}

/** What the shared damage code knows of a ruleset's damage for one token: the amount the relay checks. */
export interface DamageSpecBase {
  amount: number;
}

/** One token a card attack lists, as the shared damage buttons and relay see it. */
export interface CardDamageTarget {
  tokenUuid: string;
  /** The attack's damage lands on it (hit, or caught in an area for full or half). */
  lands: boolean;
}

/** A card's attacks as the shared damage code sees them (`attacks[attackIndex]`). */
export interface CardDamageView {
  /** The card's attacker: the message's author must own it for the GM to apply its damage. */
  attackerUuid: string;
  attacks: readonly ({ targets: readonly CardDamageTarget[] } | undefined)[];
}

/**
 * Damage applied to one actor: what it took, by the ruleset's own pools (RCR `{ vitality, wounds }`,
 * Saga `{ hp, conditionSteps }`, D6 `{ woundLevels }`...), marked on the card beside the token; and
 * `followUp`, run after every target is done (RCR's wound save).
 */
export interface AppliedDamage {
  taken: Readonly<Record<string, number>>;
  followUp?: (tokenUuid: string) => Promise<void>;
}

/**
 * A card's damage and its undo. The shared card buttons and GM relay (src/damage/) decide who applies
 * (the owner, or the active GM for the rest) and keep the card's marks; the ruleset reads its card,
 * decides what each token takes and changes the actor (vitality and wounds, hit points and the condition
 * track, wound levels), logging it for Undo.
 */
export interface DamageApplication<Spec extends DamageSpecBase = DamageSpecBase> {
  /** The apply modes its card buttons ask for and the relay accepts (RCR: full, half, vitalityOnly). */
  modes: readonly string[];
  /** The card in the message, as the shared code sees it (null: none of this ruleset's). */
  view(message: ChatMessage.Implementation): CardDamageView | null;
  /**
   * What the token takes from the attack in this mode, read from the card; else a refusal (a lang key
   * under SWRPG.Damage.Refused). A token the card does not list (Apply to selected) takes the rolled
   * damage as a plain hit.
   */
  spec(
    message: ChatMessage.Implementation,
    attackIndex: number,
    tokenUuid: string,
    mode: string,
  ): Spec | { refused: string };
  /**
   * The GM's extra check of a relayed request: the card's damage is the roll the message holds, and (where
   * the ruleset checks it) the card is what the documents and the message's dice make. Null when it is; else
   * a refusal key and what differed, which the GM is told. The requester's own client trusts its own card.
   */
  checkRolls?(message: ChatMessage.Implementation, attackIndex: number): Promise<CardCheckRefusal | null>;
  /** Applies on an actor this client may change, logging it; null: nothing changed. */
  apply(actor: Actor.Implementation, spec: Spec, source: DamageSource): Promise<AppliedDamage | null>;
  /** The newest damage from this source is on the actor's log (Undo can take it back). */
  logged(actor: Actor.Implementation, source: DamageSource): boolean;
  undo(actor: Actor.Implementation, source: DamageSource): Promise<boolean>;
}

/**
 * The ruleset's chat cards inside the shared shell: the shell finds the owning ruleset, asks it for the
 * HTML this user may see, and hands button clicks back to it. Area attacks (Saga), difficulty-vs-roll
 * results (D6) and RCR's per-target Defense are all the card's own business.
 */
export interface ChatCardParts {
  /** This message holds one of the ruleset's cards. */
  owns(message: ChatMessage.Implementation): boolean;
  /** The card's HTML for the current user (null: the message holds no card of this ruleset). */
  render(message: ChatMessage.Implementation): Promise<string | null>;
  /** A card button (`data-action`, `data-attack`) was clicked. */
  act(message: ChatMessage.Implementation, action: string, attackIndex: number): Promise<void>;
}

/** The attack a sheet button asks for. */
export interface AttackRequest {
  mode: "single" | "full";
  /** Shift-click: roll with the defaults and no dialog. */
  skipDialog: boolean;
}

/** The ruleset's attack flow, from a sheet button to a posted chat card. */
export interface AttackFlow {
  /** `weaponId` null: an unarmed attack. */
  start(actor: Actor.Implementation, weaponId: string | null, request: AttackRequest): Promise<void>;
}

/**
 * Combat procedures. Initiative and the combat sequence differ per ruleset (RCR's Dexterity check with a
 * tie-break die, Saga's Initiative skill, D6's Perception roll), so the world's ruleset installs its own
 * Combat and Combatant classes; the shared tracker UI (delay, ready, notes, badges) works on what they
 * expose, and leaves combatants of another ruleset alone.
 */
export interface CombatProcedures {
  /** `CONFIG.Combat.initiative.formula`. */
  initiativeFormula: string;
  /** Installs the Combat and Combatant document classes (called for the world's ruleset only). */
  install(): void;
}

/** The update options the shared Actor passes on to its ruleset (`actor.update(data, { swrpg })`). */
export interface SwrpgUpdateOptions {
  /** The caller restores the ruleset's derived statuses itself (Undo): no status sync for this update. */
  keepWoundStatuses?: boolean;
}

/**
 * What a ruleset adds to the shared Actor document class (src/documents/actor.ts), all on the client
 * that made the change: statuses that follow the health model, roll-data shortcuts, its own token-bar
 * edits. Each part is optional.
 */
export interface ActorBehaviour {
  /** Before this client's update: what `afterUpdate` compares with (e.g. the wounds before). */
  beforeUpdate?(actor: Actor.Implementation): unknown;
  afterCreate?(actor: Actor.Implementation): Promise<void>;
  afterUpdate?(
    actor: Actor.Implementation,
    changed: { system?: unknown },
    options: SwrpgUpdateOptions,
    before: unknown,
  ): Promise<void>;
  /** An update that changes what `tokenBars` returns (RCR: `system.heroic`). */
  changesTokenBars?(changed: { system?: unknown }): boolean;
  /** Roll data beyond core's system data (e.g. `@str.mod` shortcuts). */
  rollData?(actor: Actor.Implementation, data: Record<string, unknown>): Record<string, unknown>;
  /** A token-bar edit the ruleset handles itself; null leaves it to core. */
  modifyTokenAttribute?(
    actor: Actor.Implementation,
    edit: { attribute: string; value: number; isDelta: boolean; isBar: boolean },
  ): Promise<unknown> | null;
}

/**
 * What a ruleset adds to the shared Item document class (src/documents/item.ts) for an item on an actor:
 * its checks before creation and before an update (RCR: a free hand, one armor worn). Each may refuse
 * (false) or change the data in place.
 */
export interface ItemBehaviour {
  preCreate?(item: Item.Implementation, actor: Actor.Implementation): Promise<boolean | undefined>;
  preUpdate?(
    item: Item.Implementation,
    actor: Actor.Implementation,
    changed: { system?: unknown },
  ): Promise<boolean | undefined>;
}

/**
 * What the tracker's Odds button needs of a ruleset: its combatants as simulator records and distances
 * on the scene. The simulator (src/simulate/) runs RCR fights today, so only RCR brings this part.
 */
export interface OddsParts {
  /** The ruleset's simulator (src/simulate/registry.ts), which checks every record it is given. */
  simulation: string;
  /** A tracker combatant as that simulator's record (null: it cannot fight there). */
  combatant(combatant: Combatant.Implementation): object | null;
  /** Meters between two tokens on the scene. */
  distance(a: TokenDocument.Implementation, b: TokenDocument.Implementation): number;
  /** The world's optional rules that change the fights (Saga's variant), by the simulator's names. */
  options?(): Readonly<Record<string, boolean>>;
}

/** Where an actor's Force Points are and the die one adds to a roll (src/dice/skill-card-spend.ts). */
export interface ForcePointPool {
  points: number;
  die: string;
  /** The update path of the points ("system.forcePoints"). */
  path: string;
}

/** One ruleset, as `src/rulesets/<id>/index.ts` exports it. */
export interface Ruleset {
  id: RulesetId;
  /** Lang key of the ruleset's name (setting choices, banners, refusals). */
  label: string;
  /** Document subtypes the ruleset owns, with their data models. No two rulesets share a type. */
  documentTypes: Readonly<Record<TypedDocumentName, Readonly<Record<string, DataModelClass>>>>;
  /** Item types each of its actor types may hold. */
  heldItemTypes: Readonly<Record<string, readonly string[]>>;
  trackableAttributes: Readonly<Record<string, TrackableAttributes>>;
  /** Prototype token bars for one of its actors (null: leave core's). */
  tokenBars(actor: Actor.Implementation): TokenBars | null;
  statusEffects: readonly RulesetStatusEffect[];
  /** The status id that is Foundry's defeated status (`CONFIG.specialStatusEffects.DEFEATED`). */
  defeatedStatus: string;
  sheets: {
    Actor: readonly RulesetSheet<Actor.Implementation>[];
    Item: readonly RulesetSheet<Item.Implementation>[];
  };
  /** Roll classes, rebuilt from chat messages by class name (registered for every ruleset). */
  rollClasses: readonly foundry.dice.Roll.AnyConstructor[];
  attack: AttackFlow;
  chatCard: ChatCardParts;
  damage: DamageApplication;
  combat: CombatProcedures;
  /** Its behaviour inside the shared Actor and Item document classes. */
  documents?: { actor?: ActorBehaviour; item?: ItemBehaviour };
  /** The tracker's Odds button (absent: the world's tracker shows none). */
  odds?: OddsParts;
  /** Its own queries (`CONFIG.queries`, asked with `User#query`), registered at init for every ruleset. */
  queries?: Readonly<Record<string, (data: unknown) => Promise<unknown>>>;
  /** Compendium pack names (system.json `packs[].name`), all inside `packFolder`. */
  packs: readonly string[];
  /** The system.json `packFolders[].name` that groups the ruleset's packs. */
  packFolder: string;
  /** Item types a drop on the hotbar makes an attack macro of (the actor sheet's `attack` action). */
  hotbarItemTypes?: readonly string[];
  /**
   * Optional rules as world settings: each key a Boolean setting, off by default, shown in a world of
   * this ruleset only, named and hinted by `SWRPG.Setting.<key>.Name` / `.Hint`; changing one reloads.
   */
  worldOptions?: readonly BooleanSettingKey[];
  /** An actor's Force Points, which a skill card or the attack dialog spends (absent: none in this ruleset). */
  forcePoints?(actor: Actor.Implementation): ForcePointPool | null;
}

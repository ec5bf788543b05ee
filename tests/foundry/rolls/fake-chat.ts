// A stand-in for ChatMessage: the statics the attack flow calls (getSpeaker, applyRollMode, create) and the
// few members the card code reads and writes (flags, rolls, isOwner, update). Messages created are kept.
import type { AttackCardData } from "../../../src/rulesets/rcr/dice/attack-card-data.ts";
import { visibilityStatics } from "../fakes/generation.ts";

interface FakeMessageData {
  speaker?: unknown;
  content?: string;
  rolls?: unknown[];
  flags?: { swrpg?: { attack?: AttackCardData } };
  rollMode?: string;
}

let nextId = 1;

const visibility: {
  applyRollMode?: (data: FakeMessageData, mode: string) => FakeMessageData;
  applyMode?: (data: FakeMessageData, mode: string) => FakeMessageData;
} = visibilityStatics(
  (data: FakeMessageData, mode: string): FakeMessageData => ({ ...data, rollMode: mode }),
);

export class FakeChatMessage {
  /** Messages posted through `create`, oldest first. */
  static readonly created: FakeChatMessage[] = [];

  static getSpeaker({ actor }: { actor?: { id: string; name: string } } = {}) {
    return { actor: actor?.id ?? null, alias: actor?.name };
  }

  /** Actors the speakers name, by id (ChatMessage.getSpeakerActor resolves the speaker's actor). */
  static readonly actors = new Map<string, unknown>();
  static getSpeakerActor(speaker: { actor?: string | null } | undefined): unknown {
    return (speaker?.actor && FakeChatMessage.actors.get(speaker.actor)) ?? null;
  }

  /**
   * Foundry turns the mode into whisper/blind fields; the fake only records it, in the running generation's
   * words: v13's applyRollMode(data, "gmroll"), v14's applyMode(data, "gm") (fakes/generation.ts).
   */
  static readonly applyRollMode = visibility.applyRollMode;
  static readonly applyMode = visibility.applyMode;

  static async create(data: FakeMessageData): Promise<FakeChatMessage> {
    const message = new FakeChatMessage(data);
    FakeChatMessage.created.push(message);
    return message;
  }

  readonly id = `msg${nextId++}`;
  isOwner = true;
  whisper: string[] = [];
  blind = false;
  readonly data: FakeMessageData;
  rolls: unknown[];
  speaker: unknown;
  flags: { swrpg?: { attack?: AttackCardData } };
  readonly updates: FakeMessageData[] = [];

  constructor(data: FakeMessageData) {
    this.data = data;
    this.rolls = [...(data.rolls ?? [])];
    this.speaker = data.speaker ?? {};
    this.flags = structuredClone(data.flags ?? {});
  }

  getFlag(scope: "swrpg", key: "attack"): AttackCardData | undefined {
    return this.flags[scope]?.[key];
  }

  async update(changes: FakeMessageData): Promise<this> {
    this.updates.push(changes);
    if (changes.rolls) this.rolls = [...changes.rolls];
    if (changes.flags?.swrpg) this.flags.swrpg = { ...this.flags.swrpg, ...changes.flags.swrpg };
    return this;
  }

  /** As the type the system's code takes (the fake implements only what that code touches). */
  get asDocument(): ChatMessage.Implementation {
    return this as unknown as ChatMessage.Implementation;
  }
}

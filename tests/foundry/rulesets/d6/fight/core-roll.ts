// Importing this file (right after tests/foundry/combat/fake-combat.ts, which installs a plain Roll) makes the
// global Roll core's stand-in again (tests/foundry/rolls/fake-roll.ts: dice terms, flavor, explode), before any
// module defines D6Roll on it.
import { FakeRoll } from "../../../rolls/fake-roll.ts";

Object.assign(globalThis, { Roll: FakeRoll });

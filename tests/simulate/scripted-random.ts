import { Random } from "../../src/simulate/index.ts";

/** Dice that come out in the order a test scripts them; running out is a test failure. */
export class ScriptedRandom extends Random {
  private readonly queue: number[];

  constructor(rolls: readonly number[]) {
    super(0);
    this.queue = [...rolls];
  }

  override die(faces: number): number {
    const next = this.queue.shift();
    if (next === undefined) throw new Error(`no scripted roll left for a d${faces}`);
    if (next < 1 || next > faces) throw new Error(`scripted ${next} on a d${faces}`);
    return next;
  }

  get left(): number {
    return this.queue.length;
  }
}

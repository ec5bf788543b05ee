/**
 * Whether a weapon can be set for stun: as its listing says, else every character-scale blaster can.
 * d6-combat.txt › Stun Damage.
 */
export function canSetForStun(weapon: { characterScaleBlaster: boolean; stun?: boolean }): boolean {
  return weapon.stun ?? weapon.characterScaleBlaster;
}

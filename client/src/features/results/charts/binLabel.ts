/** A bin's label: its one result, or its first and last (0–9). */
export function binLabel(bin: { from: number; to: number }, format: (value: number) => string): string {
  return bin.from === bin.to ? format(bin.from) : `${format(bin.from)}–${format(bin.to)}`;
}

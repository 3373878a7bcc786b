/**
 * The design tokens of both themes (src/web/styles.css, decision 085) meet WCAG AA: 4.5:1 for every text token on
 * every surface it is used on, 3:1 for control borders. Read from the stylesheet itself, so a token changed in either
 * theme is checked.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(fileURLToPath(new URL('./styles.css', import.meta.url)), 'utf8');

function tokens(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
}

const light = tokens(css.slice(css.indexOf('@theme'), css.indexOf('@media (prefers-color-scheme: dark)')));
const darkBlock = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
const dark = { ...light, ...tokens(darkBlock.slice(0, darkBlock.indexOf('@layer'))) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `over` drawn at `alpha` on `under` (for classes like text-primary-foreground/80). */
function blend(over: string, under: string, alpha: number): string {
  const ch = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) =>
      Math.round(ch(over, i) * alpha + ch(under, i) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const SURFACES = ['background', 'card', 'muted'];
const TEXT_ON: [text: string, surfaces: string[]][] = [
  ['foreground', [...SURFACES, 'primary-soft', 'secondary', 'success-soft', 'warning-soft', 'destructive-soft']],
  ['muted-foreground', [...SURFACES, 'primary-soft']],
  ['primary', [...SURFACES, 'primary-soft']],
  ['primary-foreground', ['primary', 'primary-hover']],
  ['secondary-foreground', ['secondary', 'card']],
  ['inverse-foreground', ['inverse']],
  ['destructive', [...SURFACES, 'destructive-soft']],
  ['destructive-foreground', ['destructive']],
  ['success', [...SURFACES, 'success-soft']],
  ['success-foreground', ['success']],
  ['warning', [...SURFACES, 'warning-soft']],
  ...['excellent', 'very-good', 'good', 'fair', 'poor', 'very-poor'].map((b): [string, string[]] => [`band-${b}`, ['card']]),
];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme tokens', (_name, theme) => {
  it('defines every token the other theme defines', () => {
    expect(Object.keys(theme).sort()).toEqual(Object.keys(light).sort());
  });

  it.each(TEXT_ON)('%s text reads at 4.5:1 or more on its surfaces', (text, surfaces) => {
    for (const surface of surfaces) {
      expect(contrast(theme[text]!, theme[surface]!), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps translucent text on the primary fill readable (chat times, the call-to-action lines)', () => {
    expect(contrast(blend(theme['primary-foreground']!, theme.primary!, 0.8), theme.primary!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws control borders at 3:1 or more against the card (WCAG 1.4.11)', () => {
    expect(contrast(theme.input!, theme.card!)).toBeGreaterThanOrEqual(3);
  });
});

describe('the dark theme', () => {
  it('differs from the light one in its surfaces and text', () => {
    for (const t of ['background', 'card', 'foreground', 'muted-foreground', 'primary']) expect(dark[t]).not.toBe(light[t]);
  });
});

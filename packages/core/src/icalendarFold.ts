/**
 * RFC 5545 §3.1 line folding: a content line longer than 75 octets is split with CRLF and one space. Octets, not
 * characters: UTF-8 names with accents or emoji take 2 to 4 each, and a character is never split.
 *
 * The same rule as ical-generator 10.2's own (each line keeps at most 74 octets before a fold; a continuation's
 * leading space is not counted), so a feed folded here is byte for byte what the library would write
 * (apps/server/test/calendarFold.test.ts checks it). Ours because the library's encodes every character with a new
 * TextEncoder: 0.4-0.8 s of blocked event loop for a 1 MB feed. 11.x fixed that but needs Node 22 (ADR 010).
 */

const MAX_OCTETS = 74;

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** UTF-8 octets of one UTF-16 code unit on its own (a lone surrogate is written as U+FFFD, 3 octets). */
function unitOctets(code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return 3;
}

/**
 * The octets of the character at `index` and how many code units it spans: a high surrogate takes the unit after
 * it along, whatever it is (as the library does), so a pair is never split.
 */
function characterAt(line: string, index: number): { octets: number; units: number } {
  const code = line.charCodeAt(index);
  if (!isHighSurrogate(code)) return { octets: unitOctets(code), units: 1 };
  if (index + 1 >= line.length) return { octets: 3, units: 1 };
  const next = line.charCodeAt(index + 1);
  if (isLowSurrogate(next)) return { octets: 4, units: 2 };
  return { octets: 3 + (isSurrogate(next) ? 3 : unitOctets(next)), units: 2 };
}

function foldLine(line: string): string {
  // Most lines are short: 18 code units are at most 54 octets whatever they hold, and 74 printable ASCII units
  // 74 octets (a line with anything else takes the walk below).
  if (line.length <= MAX_OCTETS / 4 || (line.length <= MAX_OCTETS && !/[^ -~]/.test(line))) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length;) {
    const character = characterAt(line, index);
    octets += character.octets;
    if (octets > MAX_OCTETS) {
      parts.push(line.slice(start, index));
      start = index;
      octets = character.octets;
    }
    index += character.units;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/** Folds every line of `text` (lines end with CRLF). */
export function foldContentLines(text: string): string {
  return text.split('\r\n').map(foldLine).join('\r\n');
}

import type { PageParam } from '@formwork/runtime';

/** Paper sizes offered, portrait, in mm. */
export const PAPERS: ReadonlyArray<{ type: string; width: number; height: number }> = [
  { type: 'A3', width: 297, height: 420 },
  { type: 'A4', width: 210, height: 297 },
  { type: 'A5', width: 148, height: 210 },
  { type: 'B5', width: 176, height: 250 },
  { type: 'Letter', width: 216, height: 279 },
  { type: 'Legal', width: 216, height: 356 },
];

/** The paper a template has as the server checks it: every value present. */
export type Paper = Required<PageParam>;

export const DEFAULT_PAPER: Paper = {
  type: 'A4',
  width: 210,
  height: 297,
  direction: 'portrait',
  mt: 10,
  mb: 10,
  ml: 10,
  mr: 10,
};

/** The stored JSON text read leniently: what is missing or wrong is the default's. */
export function paperOf(text: unknown): Paper {
  let parsed: unknown;
  try {
    parsed = typeof text === 'string' && text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const given = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const number = (key: keyof Paper) =>
    typeof given[key] === 'number' && (given[key] as number) >= 0
      ? (given[key] as number)
      : (DEFAULT_PAPER[key] as number);
  return {
    type: typeof given.type === 'string' ? given.type : DEFAULT_PAPER.type,
    width: number('width'),
    height: number('height'),
    direction: given.direction === 'landscape' ? 'landscape' : 'portrait',
    mt: number('mt'),
    mb: number('mb'),
    ml: number('ml'),
    mr: number('mr'),
  };
}

/** Choosing a named paper sets its size; 'custom' keeps the size as it is. */
export function withPaperType(paper: Paper, type: string): Paper {
  const named = PAPERS.find((item) => item.type === type);
  return named ? { ...paper, type, width: named.width, height: named.height } : { ...paper, type };
}

/** The sheet as seen, in mm: landscape lies the portrait size on its side. */
export function sheetOf(paper: Paper): { width: number; height: number } {
  const short = Math.min(paper.width, paper.height);
  const long = Math.max(paper.width, paper.height);
  return paper.direction === 'landscape' ? { width: long, height: short } : { width: short, height: long };
}

// Builds random boards in pzprjs (npm package `pzpr`, as puzz.link's editor would hold
// them), with every clue type pzprjs lets a setter place in the genre: numbers over their
// whole range (on the cells, or on the cross points where the genre numbers those),
// pzprjs's unknown number `?` where the genre allows it, black cells, clue
// cells with their two sums (and those outside the grid), rooms. Prints, per board, one
// JSON line: the genre, the seed, the URL pzprjs writes, its pzprv3 file, and whether the
// URL loses some of the board (pzprjs 0.10.1 writes some clues, such as a Masyu pearl of
// unknown colour, as nothing: it reads the URL back as another board).
// crates/puzzle-sat/tests/it/pzprjs_round_trip.rs reads both and writes them back.
//
//   node scripts/pzprjs-random-boards.js GENRE BOARDS FIRST_SEED
// Needs `npm install pzpr` where NODE_PATH points.
"use strict";
const pzpr = require("pzpr");

const [genre, boards, firstSeed] = process.argv.slice(2);

/** A small seeded generator of floats in [0, 1) (mulberry32), so a seed names a board. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function board(seed) {
  const rand = random(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (items) => items[int(0, items.length - 1)];
  const sudoku = genre === "sudoku";
  const rows = sudoku ? pick([4, 6, 9, 16]) : int(1, 9);
  const cols = sudoku ? rows : int(1, 9);
  const puzzle = new pzpr.Puzzle();
  puzzle.open(`${genre}/${cols}/${rows}`);
  const bd = puzzle.board;
  const roomed = ["heyawake", "lits", "norinori", "ripple", "starbattle", "shimaguni", "country"];
  if (roomed.includes(genre)) divide(bd, rand);
  // Easy as ABC's letter count bounds its letters, so it comes first.
  if (genre === "easyasabc") bd.indicator.count = int(1, Math.max(rows, cols));
  // Slant's and Creek's numbers sit on the points where cells meet, the others' in cells.
  const pieces = genre === "gokigen" || genre === "creek" ? bd.cross : bd.cell;
  // Galaxies' dots (pzpr 0.10.1's stars) sit on cells, edges and corners alike.
  if (genre === "tentaisho") bd.star.forEach((star) => rand() < 0.3 && star.setStar(int(1, 2)));
  else pieces.each((piece) => place(piece, rand, int));
  bd.excell.each((excell) => {
    if (genre === "easyasabc") {
      excell.setQnum(rand() < 0.5 ? -1 : int(1, bd.indicator.count));
      return;
    }
    excell.setQnum(rand() < 0.5 ? -1 : int(1, 45));
    excell.setQnum2(rand() < 0.5 ? -1 : int(1, 45));
  });
  const url = puzzle.getURL();
  const file = puzzle.getFileData();
  const reread = new pzpr.Puzzle();
  reread.open(url);
  return { genre, seed, url, file, lossy: reread.getFileData() !== file };
}

/**
 * Random rooms: random borders, then only those between two rooms kept, so that every
 * border drawn divides rooms (a border inside a room says nothing of the puzzle).
 */
function divide(bd, rand) {
  bd.border.each((border) => border.setQues(rand() < 0.35 ? 1 : 0));
  bd.rebuildInfo();
  bd.border.each((border) => {
    const [a, b] = border.sidecell;
    border.setQues(a.isnull || b.isnull || a.room === b.room ? 0 : 1);
  });
  bd.rebuildInfo();
}

/** One cell's (or cross point's) clue, drawn from everything pzprjs lets it hold. */
function place(cell, rand, int) {
  if (genre === "kakuro") {
    if (rand() < 0.35) {
      cell.setQues(51);
      cell.setQnum(rand() < 0.4 ? -1 : int(1, 45));
      cell.setQnum2(rand() < 0.4 ? -1 : int(1, 45));
    }
    return;
  }
  // pzpr 0.10.1 keeps no givens in Easy as ABC's cells (its files and URLs drop them).
  if (genre === "lits" || genre === "norinori" || genre === "easyasabc" || rand() < 0.5) return;
  // A Tapa clue is one of the lists of numbers pzprjs's editor cycles through.
  if (genre === "tapa") {
    cell.setQnums(cell.qnum_states[int(0, cell.qnum_states.length - 1)]);
    return;
  }
  if (genre === "yajikazu" || genre === "yajilin") cell.setQdir(int(0, 4));
  // Double Choco's grey cells (pzprjs's ice) hold numbers as white ones do.
  if (genre === "dbchoco" && rand() < 0.5) cell.setQues(6);
  if (!cell.disInputHatena && rand() < 0.2) {
    cell.setQnum(-2);
    return;
  }
  const max = Math.min(cell.getmaxnum(), rand() < 0.9 ? 30 : 999);
  cell.setQnum(int(cell.getminnum(), max));
}

for (let i = 0; i < Number(boards); i++) {
  console.log(JSON.stringify(board(Number(firstSeed) + i)));
}

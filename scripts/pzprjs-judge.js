// Judges pzprv3 files (paths as arguments) the way the puzz.link player does when a
// solver presses "check": pzprjs (npm package `pzpr`) opens each board and runs its own
// answer check. Prints one JSON line per file: its path, whether pzprjs calls the board
// complete, and pzprjs's verdict (the failing rule's code and English text otherwise).
// Needs `npm install pzpr` where NODE_PATH points. Used by
// crates/puzzle-sat/tests/pzprjs_judge.rs.
"use strict";
const pzpr = require("pzpr");
const fs = require("fs");
for (const file of process.argv.slice(2)) {
  const puzzle = new pzpr.Puzzle();
  // Fillomino's answers fill every cell; pzprjs otherwise lets empty cells pass as
  // parts of regions it completes itself (the setting concerns no other genre).
  puzzle.setConfig("forceallcell", true);
  puzzle.open(fs.readFileSync(file, "utf8"), () => {
    const verdict = puzzle.check(true);
    const code = Array.isArray(verdict) ? verdict[0] || null : null;
    console.log(JSON.stringify({ file, complete: verdict.complete, code, text: String(verdict.text) }));
  });
}

// Reads puzz.link URLs (one per line) on standard input and prints, for each, what
// pzprjs (the puzz.link player's own library, npm package `pzpr`) makes of it: the URL
// it writes back and its pzprv3 file, as one JSON line. The interop tests compare these
// with puzzle-sat's own conversions. Needs `npm install pzpr` where NODE_PATH points.
"use strict";
const pzpr = require("pzpr");
const lines = require("fs").readFileSync(0, "utf8").split("\n").filter((l) => l.trim());
for (const url of lines) {
  const puzzle = new pzpr.Puzzle();
  puzzle.open(url.trim(), () => {
    const written = puzzle.getURL();
    const query = written.slice(written.indexOf("?") + 1);
    console.log(JSON.stringify({ url, query, file: puzzle.getFileData() }));
  });
}

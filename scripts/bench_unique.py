"""`scripts/bench.py unique`: `count --max 2` on every bundled puzzle whose source claims
a unique answer (one process per puzzle), then per kind and size (Sudoku: N; others:
cells) the number of puzzles, how many are unique, and the median and max time (the
count's own `time_s`: encode, both solves, checks; not process start).

Options: DIR... (default: the sets below), --quick (two small folders).
"""
import argparse
import json
import re
import statistics
import subprocess
import sys

import bench_common

DIRS = ["sudoku/9x9/janko", "sudoku/9x9/gecode", "sudoku/9x9/puzzlink", "sudoku/16x16", "sudoku/16x16/janko",
        "sudoku/diagonal", "sudoku/25x25", "sudoku/400x400", "kakurasu/janko", "kakurasu/janko_partial",
        "kakurasu/papers", "kakuro/janko", "kakuro/papers", "kakuro/puzzlink", "shakashaka/janko",
        "shakashaka/papers", "shakashaka/puzzlink", "killer/wikipedia", "killer/generated", "masyu/janko",
        "masyu/puzzlink", "hitori/janko", "nurikabe/janko", "heyawake/janko", "lits/janko",
        "slitherlink/janko", "slant/janko", "tents/janko", "tents/puzzlink", "norinori/janko", "creek/janko",
        "ripple-effect/janko", "akari/janko", "akari/puzzlink", "star-battle/janko", "shimaguni/janko",
        "kurodoko/janko", "country-road/janko",
        "yajilin/janko", "yajisan-kazusan/generated", "yajisan-kazusan/puzzlink",
        "snake/janko",
        "koburin/janko",
        "skyscrapers/janko",
        "nurimisaki/janko",
        "geradeweg/janko",
        "cave/janko",
        "easy-as-abc/janko",
        "yajilin/janko", "yajisan-kazusan/generated", "yajisan-kazusan/puzzlink", "hashi/janko",
        "nonogram/janko",
        "galaxies/janko",
        "school-trip/janko",
        "tapa/seeded",
        "shikaku/janko",
        "battleship/janko",
        "fillomino/janko",
        "numberlink/janko",
        "double-choco/seeded"]
QUICK = ["sudoku/9x9/janko", "killer/wikipedia", "kakuro/papers"]
BUCKETS = [(100, "up to 100 cells"), (225, "101-225 cells"), (400, "226-400 cells")]


def square_kinds():
    """The kinds whose grid is given by one side N (their generator takes --size): sized
    NxN in the table."""
    return {r["kind"] for r in bench_common.registry() if any(s["name"] == "size" for s in r["generator"])}


def check_dirs(dirs):
    """Stops unless the folders name only kinds of the registry, and all of them."""
    named = {folder.split("/")[0] for folder in dirs}
    unknown, missing = named - set(bench_common.kinds()), set(bench_common.kinds()) - named
    if unknown or missing:
        sys.exit(f"bench unique: folders of unknown kinds {sorted(unknown)}, no folder for {sorted(missing)}")


def bucket(kind, path):
    m = re.search(r"(\d+)x(\d+)", path.name) or re.search(r"(\d+)x(\d+)", path.read_text()[:300])
    if not m:
        return "?"
    rows, cols = int(m.group(1)), int(m.group(2))
    if kind in square_kinds():
        return f"{rows}x{cols}"
    return next((name for limit, name in BUCKETS if rows * cols <= limit), "over 400 cells")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dirs", nargs="*", help="folders under puzzles/")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    dirs = args.dirs or (QUICK if args.quick else DIRS)
    check_dirs(DIRS)
    rows = {}
    for folder in dirs:
        kind = folder.split("/")[0]
        for path in bench_common.puzzle_files(bench_common.PUZZLES / folder):
            if path.suffix != ".txt":
                continue
            proc = subprocess.run([str(bench_common.BIN), "count", "--max", "2", "--format", "json", str(path)],
                                  capture_output=True, text=True)
            if proc.returncode not in (0, 20):
                sys.exit(f"bench unique: {path}: exit {proc.returncode}: {proc.stderr.strip()}")
            rows.setdefault((kind, bucket(kind, path)), []).append(json.loads(proc.stdout))
    print("| kind | size | puzzles | unique | not unique | median time | max time |")
    print("|---|---|---|---|---|---|---|")
    for (kind, size), reports in sorted(rows.items()):
        times = [r["time_s"] for r in reports]
        unique = sum(1 for r in reports if r["count"] == 1 and r["complete"])
        print(f"| {kind} | {size} | {len(reports)} | {unique} | {len(reports) - unique} | "
              f"{bench_common.fmt_time(statistics.median(times))} | {bench_common.fmt_time(max(times))} |")

"""`scripts/bench.py sets`: per bundled folder, the CPU of `solve` and of `solve --unique`
on each of its puzzles (one process each, in turn), their sums and ratio; issue 42 asks
that `--unique` take at most twice `solve` on every set. Folders over the line are
marked, and the puzzles whose `--unique` takes over twice their `solve` and over 0.1 s
are listed. A process past --timeout seconds of wall time is ended; its CPU counts and
it is listed as ended.

Options: DIR... (folders under puzzles/; default: every folder that holds puzzles),
--quick (two small folders, for CI), --timeout SECONDS (default 60), --line RATIO
(default 2).
"""
import argparse
import sys

import bench_common
import bench_modes

QUICK = ["kakurasu/papers", "tapa/puzzlink"]
# A puzzle is listed when its --unique takes more than this many seconds and over the line.
LISTED_FROM = 0.1


def folders():
    """Every folder under puzzles/ that holds puzzle files (those without an answer left
    out), by path."""
    found = {p.parent for p in bench_common.PUZZLES.rglob("*.txt") if ".solution." not in p.name}
    named = sorted(str(f.relative_to(bench_common.PUZZLES)) for f in found)
    return [f for f in named if "unsolvable" not in f.split("/")]


def measure(folder, timeout):
    """Per puzzle of `folder`: (path, solve CPU, --unique CPU, ended), both modes run in
    turn; stops on an exit status other than 0 and 20."""
    rows = []
    for path in bench_common.puzzle_files(bench_common.PUZZLES / folder):
        cpu = {}
        for mode in ("solve", "unique"):
            status, _, seconds = bench_modes.cpu_of([str(bench_common.BIN), *bench_modes.MODES[mode], str(path)],
                                                    timeout)
            if status not in (0, 20, None):
                sys.exit(f"bench sets: {path}: `{mode}` exit {status}")
            cpu[mode] = (seconds, status is None)
        rows.append((path, cpu["solve"][0], cpu["unique"][0], cpu["solve"][1] or cpu["unique"][1]))
    return rows


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dirs", nargs="*", help="folders under puzzles/")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--timeout", type=float, default=bench_modes.LIMIT)
    parser.add_argument("--line", type=float, default=2.0)
    args = parser.parse_args(argv)
    bench_common.build()
    dirs = args.dirs or (QUICK if args.quick else folders())
    print(f"CPU seconds of one process per puzzle ({bench_common.BIN.name}, {bench_common.PROFILE} profile); "
          f"ratio = --unique / solve; * over {args.line}x")
    print()
    print("| folder | puzzles | solve | solve --unique | ratio | ended |")
    print("|---|---|---|---|---|---|")
    listed = []
    for folder in dirs:
        rows = measure(folder, args.timeout)
        solve, unique = sum(r[1] for r in rows), sum(r[2] for r in rows)
        ratio = unique / solve if solve else float("inf")
        mark = " *" if ratio > args.line else ""
        ended = sum(1 for r in rows if r[3])
        print(f"| {folder} | {len(rows)} | {solve:.3f} | {unique:.3f} | {ratio:.2f}{mark} | {ended} |")
        listed += [r for r in rows if r[2] > LISTED_FROM and r[2] > args.line * r[1]]
    print()
    print(f"Puzzles whose --unique takes over {args.line}x their solve and over {LISTED_FROM} s:")
    print()
    print("| puzzle | solve | solve --unique | ended |")
    print("|---|---|---|---|")
    for path, solve, unique, ended in listed:
        name = path.relative_to(bench_common.PUZZLES)
        print(f"| {name} | {solve:.3f} | {unique:.3f} | {'yes' if ended else ''} |")

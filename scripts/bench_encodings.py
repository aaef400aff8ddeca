"""`scripts/bench.py encodings`: each kind's bundled sets under each of its encoding
options, puzzle-sat with varisat, a row per set and option (columns as in
scripts/bench_common.py; the last column is empty, there is no peer). Sets named `hard`
and sets of 100x100 and more run once. Written to target/bench/encodings.md.

Options: --runs N (default 3), --timeout SECONDS (default 20), --quick (one small set per
kind, one run), --kinds LIST (comma-separated).
"""
import argparse, re, sys, time
from pathlib import Path

import bench_common

# kind: (flag, values, set-name patterns to run; sets are those bench_common discovers)
OPTIONS = {
    "kakuro": ("--kakuro-sum", ["table", "mdd", "pb"], r"^kakuro (janko|puzzlink|papers|generated)"),
    "kakurasu": ("--pb", ["dd", "swc", "gte", "adder"], r"^kakurasu (janko|janko_partial|papers)$"),
    "shakashaka": ("--vertex-rule", ["sectors", "no-thin-strips"], r"^shakashaka (janko|puzzlink|papers|generated)"),
    "killer": ("--cage-sum", ["table", "mdd", "pb"], r"^killer"),
    "sudoku": ("--amo", ["auto", "pairwise", "ladder"], r"^sudoku (16x16/janko|25x25|papers)$"),
}
QUICK = {"kakuro papers", "kakurasu papers", "shakashaka papers", "killer wikipedia", "sudoku papers"}
# The pb encoding of Kakuro runs minutes on the large generated grids.
SLOW = {("kakuro", "pb"): r"generated"}


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--kinds", help="comma-separated subset of " + ", ".join(OPTIONS))
    args = parser.parse_args(argv)
    kinds = args.kinds.split(",") if args.kinds else list(OPTIONS)
    bench_common.build()
    lines = [f"Encodings, {time.strftime('%Y-%m-%d %H:%M')} UTC, {bench_common.machine()}, "
             f"up to {1 if args.quick else args.runs} runs, {args.timeout:g} s per instance", ""]
    lines += bench_common.HEADER
    print("\n".join(lines), flush=True)
    for kind in kinds:
        flag, values, pattern = OPTIONS[kind]
        sets = [s for s in bench_common.discover([kind]) if re.search(pattern, s[1])]
        if args.quick:
            sets = [s for s in sets if s[1] in QUICK]
        for _, name, files in sets:
            runs = 1 if args.quick or "hard" in name or "100x100" in name else args.runs
            for value in values:
                slow = SLOW.get((kind, value))
                if slow and re.search(slow, name):
                    print(f"skipped: {name} with {flag} {value} (minutes per puzzle)", file=sys.stderr)
                    continue
                m = bench_common.measure(("puzzle-sat", [flag, value]), [str(f) for f in files], runs, args.timeout)
                if m is None:
                    continue
                lines.append(bench_common.row(name, f"{flag} {value}", m, None, runs))
                print(lines[-1], flush=True)
    out = bench_common.ROOT / "target" / "bench" / "encodings.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {out.relative_to(bench_common.ROOT)}", file=sys.stderr)

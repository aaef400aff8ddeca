"""`scripts/bench.py encodings`: each kind's bundled sets under each value of each of its
own encoding settings (as `puzzle-sat kinds` lists them) and the common values named in
COMMON, puzzle-sat with varisat, a row per set and option (columns as in
scripts/bench_common.py; the last column is empty, there is no peer). Sets named `hard`
and sets of 100x100 and more run once. Written to target/bench/encodings.md.

Options: --runs N (default 3), --timeout SECONDS (default 20), --quick (one small set per
kind, one run), --kinds LIST (comma-separated).
"""
import argparse
import re
import sys
import time

import bench_common

# kind: set-name pattern of the sets to run (sets are those bench_common discovers); every
# kind of the registry needs one.
SETS = {
    "kakuro": r"^kakuro (janko|puzzlink|papers|generated)",
    "kakurasu": r"^kakurasu (janko|janko_partial|papers)$",
    "shakashaka": r"^shakashaka (janko|puzzlink|papers|generated)",
    "killer": r"^killer (wikipedia|generated)",
    "masyu": r"^masyu (janko|puzzlink)$",
    "slitherlink": r"^slitherlink (janko|janko_large|puzzlink)$",
    "sudoku": r"^sudoku (16x16/janko|25x25|papers)$",
    "hitori": r"^hitori janko$",
    "nurikabe": r"^nurikabe janko$",
    "heyawake": r"^heyawake janko$",
    "lits": r"^lits janko$",
    "slant": r"^slant janko$",
    "tents": r"^tents (janko|puzzlink)$",
    "norinori": r"^norinori (janko|puzzlink)$",
    "creek": r"^creek janko$",
    "ripple-effect": r"^ripple-effect (janko|puzzlink)$",
    "akari": r"^akari (janko|puzzlink)$",
    "star-battle": r"^star-battle (janko|puzzlink)$",
    "shimaguni": r"^shimaguni (janko|puzzlink)$",
    "kurodoko": r"^kurodoko (janko|puzzlink)$",
    "country-road": r"^country-road (janko|puzzlink)$",
    "yajisan-kazusan": r"^yajisan-kazusan (generated|puzzlink)$",
    "yajilin": r"^yajilin (janko|puzzlink)$",
    "snake": r"^snake (janko|puzzlink)$",
    "koburin": r"^koburin (janko|puzzlink)$",
    "skyscrapers": r"^skyscrapers (janko|puzzlink)$",
    "nurimisaki": r"^nurimisaki (janko|puzzlink)$",
    "geradeweg": r"^geradeweg (janko|puzzlink)$",
    "cave": r"^cave (janko|puzzlink)$",
    "easy-as-abc": r"^easy-as-abc (janko|puzzlink)$",
    "hashi": r"^hashi (janko|puzzlink)$",
    "nonogram": r"^nonogram (janko|puzzlink)$",
    "galaxies": r"^galaxies janko$",
    "school-trip": r"^school-trip (janko|puzzlink)$",
    "tapa": r"^tapa (seeded|puzzlink)$",
    "shikaku": r"^shikaku (janko|puzzlekit|puzzlink)$",
    "battleship": r"^battleship (janko|puzzlink)$",
    "fillomino": r"^fillomino (janko|pzprjs|puzzlink)$",
    "numberlink": r"^numberlink (janko|puzzlink|seeded)$",
    "double-choco": r"^double-choco (puzzlink|seeded)$",
}
# kind: {common setting: values to run}; values must be the registry's.
COMMON = {"sudoku": {"amo": ["auto", "pairwise", "ladder"]}}
QUICK = {"kakuro papers", "kakurasu papers", "shakashaka papers", "killer wikipedia", "sudoku papers"}
# The pb encoding of Kakuro runs minutes on the large generated grids.
SLOW = {("kakuro", "pb"): r"generated"}


def encodings(kind):
    """The flags of each run for `kind`: every value of each of its own encoder settings
    (a switch on; a number has no list of values), then the COMMON values for it."""
    if kind not in SETS:
        sys.exit(f"bench encodings: no sets named for the kind `{kind}`; add it to SETS")
    record = bench_common.kind_record(kind)
    runs = []
    for setting in record["encoder"]:
        flag = "--" + setting["name"]
        if setting["type"] == "switch":
            runs.append([flag])
        runs += [[flag, value] for value in setting["values"] or []]
    for setting in record["common"]:
        wanted = COMMON.get(kind, {}).get(setting["name"], [])
        unknown = [v for v in wanted if v not in setting["values"]]
        if unknown:
            sys.exit(f"bench encodings: --{setting['name']} has no value {', '.join(unknown)}")
        runs += [["--" + setting["name"], value] for value in wanted]
    return runs


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--kinds", help="comma-separated subset of the kinds (puzzle-sat kinds)")
    args = parser.parse_args(argv)
    kinds = args.kinds.split(",") if args.kinds else bench_common.kinds()
    lines = [f"Encodings, {time.strftime('%Y-%m-%d %H:%M')} UTC, {bench_common.machine()}, "
             f"up to {1 if args.quick else args.runs} runs, {args.timeout:g} s per instance", ""]
    lines += bench_common.HEADER
    print("\n".join(lines), flush=True)
    for kind in kinds:
        runs = encodings(kind)
        sets = [s for s in bench_common.discover([kind]) if re.search(SETS[kind], s[1])]
        if args.quick:
            sets = [s for s in sets if s[1] in QUICK]
        for _, name, files in sets:
            repeats = 1 if args.quick or "hard" in name or "100x100" in name else args.runs
            for flags in runs:
                slow = SLOW.get((kind, flags[-1]))
                if slow and re.search(slow, name):
                    print(f"skipped: {name} with {' '.join(flags)} (minutes per puzzle)", file=sys.stderr)
                    continue
                m = bench_common.measure(("puzzle-sat", flags), [str(f) for f in files], repeats, args.timeout)
                if m is None:
                    continue
                lines.append(bench_common.row(name, " ".join(flags), m, None, repeats))
                print(lines[-1], flush=True)
    out = bench_common.ROOT / "target" / "bench" / "encodings.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {out.relative_to(bench_common.ROOT)}", file=sys.stderr)

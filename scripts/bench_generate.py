"""`scripts/bench.py generate`: how fast `puzzle-sat generate` makes puzzles.

1. Minimal unique 9x9 Sudoku per second, side by side with qqwing (Debian package
   `qqwing`, which also removes givens while the puzzle stays unique): `generate sudoku
   --size 9 --minimal --count K -f lines` on one thread (RAYON_NUM_THREADS=1) and on
   every core, against `qqwing --generate K --one-line`, one process and one per core.
   Whole-process wall time, median of --runs runs; mean givens of the puzzles made.
2. Time per puzzle for each kind and size (one process per seed, --seeds seeds, each
   limited to --timeout seconds): median and max wall time, and how many seeds gave a
   puzzle in time.

A full run (not --quick) writes its tables into docs/BENCHMARKS.md, between the
`generate` markers (a full `scripts/bench.py all` keeps them); --quick prints only.
Options: --quick, --runs N (default 3), --count K (default 2000), --seeds N (default
3), --timeout S (default 120).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

import bench_common

# (label, arguments of `generate`): every kind at the sizes issue 12 names.
SIZES = [
    ("Sudoku 4x4 minimal", ["sudoku", "--size", "4", "--minimal"]),
    ("Sudoku 6x6 (2x3) minimal", ["sudoku", "--size", "6", "--box", "2x3", "--minimal"]),
    ("Sudoku 9x9 minimal", ["sudoku", "--size", "9", "--minimal"]),
    ("Sudoku 12x12 (3x4) minimal", ["sudoku", "--size", "12", "--box", "3x4", "--minimal"]),
    ("Sudoku 16x16 minimal", ["sudoku", "--size", "16", "--minimal"]),
    ("Sudoku 25x25 minimal", ["sudoku", "--size", "25", "--minimal"]),
    ("Killer 9x9 minimal", ["killer", "--size", "9", "--minimal"]),
    ("Kakurasu 10x10", ["kakurasu", "--rows", "10", "--cols", "10"]),
    ("Kakurasu 15x15", ["kakurasu", "--rows", "15", "--cols", "15"]),
    ("Kakurasu 20x20 (default density 0.87)", ["kakurasu", "--rows", "20", "--cols", "20"]),
    ("Kakurasu 30x30 (default density 0.93)", ["kakurasu", "--rows", "30", "--cols", "30"]),
    ("Kakurasu 20x20, the study's density 0.85", ["kakurasu", "--rows", "20", "--cols", "20", "--density", "0.85"]),
    ("Kakurasu 25x25 (default density 0.90)", ["kakurasu", "--rows", "25", "--cols", "25"]),
    ("Kakuro 10x10", ["kakuro", "--rows", "10", "--cols", "10"]),
    ("Kakuro 15x15", ["kakuro", "--rows", "15", "--cols", "15"]),
    ("Kakuro 20x20", ["kakuro", "--rows", "20", "--cols", "20"]),
    ("Kakuro 30x30", ["kakuro", "--rows", "30", "--cols", "30"]),
    ("Shakashaka 10x10 minimal", ["shakashaka", "--rows", "10", "--cols", "10", "--minimal"]),
    ("Shakashaka 20x20 minimal", ["shakashaka", "--rows", "20", "--cols", "20", "--minimal"]),
    ("Shakashaka 30x30 minimal", ["shakashaka", "--rows", "30", "--cols", "30", "--minimal"]),
    ("Masyu 10x10", ["masyu", "--rows", "10", "--cols", "10"]),
    ("Hitori 10x10", ["hitori", "--rows", "10", "--cols", "10"]),
    ("Hitori 20x20", ["hitori", "--rows", "20", "--cols", "20"]),
    ("Nurikabe 10x10", ["nurikabe", "--rows", "10", "--cols", "10"]),
    ("Nurikabe 20x20", ["nurikabe", "--rows", "20", "--cols", "20"]),
    ("Heyawake 10x10 minimal", ["heyawake", "--rows", "10", "--cols", "10", "--minimal"]),
    ("LITS 8x8", ["lits", "--rows", "8", "--cols", "8"]),
    ("Slitherlink 10x10 minimal", ["slitherlink", "--rows", "10", "--cols", "10", "--minimal"]),
    ("Slant 10x10", ["slant", "--rows", "10", "--cols", "10"]),
    ("Tents 20x20", ["tents", "--rows", "20", "--cols", "20"]),
    ("Norinori 10x10", ["norinori", "--rows", "10", "--cols", "10"]),
    ("Creek 10x10", ["creek", "--rows", "10", "--cols", "10"]),
    ("Creek 20x20 minimal", ["creek", "--rows", "20", "--cols", "20", "--minimal"]),
    ("Ripple Effect 10x10 minimal", ["ripple-effect", "--rows", "10", "--cols", "10", "--minimal"]),
    ("Akari 10x10", ["akari", "--rows", "10", "--cols", "10"]),
    ("Akari 20x20 minimal", ["akari", "--rows", "20", "--cols", "20", "--minimal"]),
    ("Star Battle 10x10, two stars", ["star-battle", "--size", "10"]),
    ("Shimaguni 10x10", ["shimaguni", "--rows", "10", "--cols", "10"]),
    ("Kurodoko 15x15", ["kurodoko", "--rows", "15", "--cols", "15"]),
    ("Country Road 10x10", ["country-road", "--rows", "10", "--cols", "10"]),
    ("Yajisan-Kazusan 10x10", ["yajisan-kazusan", "--rows", "10", "--cols", "10"]),
    ("Yajilin 15x15", ["yajilin", "--rows", "15", "--cols", "15"]),
    ("Snake 15x15", ["snake", "--rows", "15", "--cols", "15"]),
    ("Koburin 15x15", ["koburin", "--rows", "15", "--cols", "15"]),
    ("Skyscrapers 10x10", ["skyscrapers", "--size", "10"]),
    ("Nurimisaki 10x10", ["nurimisaki", "--rows", "10", "--cols", "10"]),
    ("Geradeweg 10x10", ["geradeweg", "--rows", "10", "--cols", "10"]),
    ("Cave 15x15", ["cave", "--rows", "15", "--cols", "15"]),
    ("Easy as ABC 10x10, 7 letters", ["easy-as-abc", "--size", "10", "--letters", "7"]),
    ("Hashiwokakero 15x15", ["hashi", "--rows", "15", "--cols", "15"]),
    ("Nonogram 20x20", ["nonogram", "--rows", "20", "--cols", "20"]),
    ("Galaxies 15x15", ["galaxies", "--rows", "15", "--cols", "15"]),
    ("School Trip 10x10", ["school-trip", "--rows", "10", "--cols", "10"]),
    ("Tapa 15x15", ["tapa", "--rows", "15", "--cols", "15"]),
    ("Shikaku 10x10", ["shikaku", "--rows", "10", "--cols", "10"]),
    ("Battleship 10x10", ["battleship", "--rows", "10", "--cols", "10"]),
    ("Fillomino 10x10", ["fillomino", "--rows", "10", "--cols", "10"]),
    ("Numberlink 15x15", ["numberlink", "--rows", "15", "--cols", "15"]),
    ("Double Choco 10x10", ["double-choco", "--rows", "10", "--cols", "10"]),
]
QUICK_SIZES = [SIZES[0], SIZES[2], SIZES[7], SIZES[13], SIZES[17]]
# Flags of `generate` itself (not of a kind's generator) that SIZES uses.
GENERATE_FLAGS = {"--minimal"}
START, END = "<!-- generate:start -->", "<!-- generate:end -->"


def wall(command, env=None, parallel=1):
    """Seconds for `parallel` copies of `command` started together, and their outputs."""
    start = time.perf_counter()
    procs = [subprocess.Popen(command(i), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
             for i in range(parallel)]
    outs = []
    for proc in procs:
        out, err = proc.communicate()
        if proc.returncode != 0:
            sys.exit(f"bench generate: {' '.join(command(0))}: exit {proc.returncode}: {err.strip()}")
        outs.append(out)
    return time.perf_counter() - start, "".join(outs)


def givens(lines):
    """Mean givens of 81-character puzzle lines."""
    puzzles = [line.strip() for line in lines.splitlines() if len(line.strip()) == 81]
    return statistics.mean(sum(c not in ".0" for c in p) for p in puzzles), len(puzzles)


def throughput(count, runs):
    """Rows of the 9x9 table: command, puzzles per second (median), mean givens."""
    cores = os.cpu_count() or 1
    one_thread = dict(os.environ, RAYON_NUM_THREADS="1")
    ours = lambda seed: lambda i: [str(bench_common.BIN), "generate", "sudoku", "--size", "9", "--minimal",
                                   "--count", str(count), "-f", "lines", "--seed", str(seed)]
    per_core = count // cores
    rows = []
    cases = [(f"puzzle-sat, 1 thread ({count})", lambda r: wall(ours(r * count + 1), one_thread), count),
             (f"puzzle-sat, {cores} threads ({count})", lambda r: wall(ours(r * count + 1)), count)]
    if shutil.which("qqwing"):
        qq = lambda n: lambda i: ["qqwing", "--generate", str(n), "--one-line"]
        cases += [(f"qqwing, 1 process ({count})", lambda r: wall(qq(count)), count),
                  (f"qqwing, {cores} processes ({per_core} each)", lambda r: wall(qq(per_core), parallel=cores),
                   per_core * cores)]
    else:
        print("qqwing not installed (apt-get install -y qqwing): skipped", file=sys.stderr)
    for name, run, made in cases:
        times, mean = [], 0.0
        for r in range(runs):
            seconds, out = run(r)
            mean, n = givens(out)
            if n != made:
                sys.exit(f"bench generate: {name}: {n} puzzles, expected {made}")
            times.append(seconds)
        median = statistics.median(times)
        rows.append(f"| {name} | {made / median:,.0f} | {median:.2f} s | {mean:.1f} |")
    return ["| command | puzzles/s (median) | wall | mean givens |", "|---|---|---|---|"] + rows


def per_size(sizes, seeds, timeout, strict):
    """Rows of the per-size table; with `strict` (the smoke run) a seed that gives no
    puzzle in time fails the benchmark."""
    rows = ["| kind and size | made in time | median | max |", "|---|---|---|---|"]
    for label, args in sizes:
        times = []
        for seed in range(1, seeds + 1):
            start = time.perf_counter()
            try:
                proc = subprocess.run([str(bench_common.BIN), "generate", *args, "--seed", str(seed)],
                                      capture_output=True, text=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                continue
            if proc.returncode == 0:
                times.append(time.perf_counter() - start)
        if strict and len(times) < seeds:
            sys.exit(f"bench generate: {label}: {seeds - len(times)} of {seeds} seeds gave no puzzle")
        made = f"{len(times)} of {seeds}"
        median = bench_common.fmt_time(statistics.median(times)) if times else "–"
        most = bench_common.fmt_time(max(times)) if times else "–"
        rows.append(f"| {label} | {made} | {median} | {most} |")
        print(rows[-1], file=sys.stderr)
    return rows


def write_doc(section):
    """Puts `section` between the markers of docs/BENCHMARKS.md."""
    text = bench_common.DOC.read_text() if bench_common.DOC.exists() else "# Benchmarks\n"
    block = f"{START}\n{section}\n{END}"
    if START in text and END in text:
        text = text[:text.index(START)] + block + text[text.index(END) + len(END):]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    bench_common.DOC.write_text(text)


def check_sizes():
    """Stops unless SIZES covers every kind of the registry with flags its generator has."""
    named = {args[0] for _, args in SIZES}
    missing = [kind for kind in bench_common.kinds() if kind not in named]
    if missing:
        sys.exit(f"bench generate: no size in SIZES for {', '.join(missing)}")
    for label, (kind, *flags) in SIZES:
        known = GENERATE_FLAGS | {"--" + s["name"] for s in bench_common.kind_record(kind)["generator"]}
        unknown = [f for f in flags if f.startswith("--") and f not in known]
        if unknown:
            sys.exit(f"bench generate: {label}: `generate {kind}` has no {', '.join(unknown)}")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.count, args.seeds, args.timeout = 1, 50, 1, 30
    check_sizes()
    lines = ["## Generating puzzles", "",
             f"`scripts/bench.py generate` ({time.strftime('%Y-%m-%d %H:%M')} UTC, {bench_common.machine()}).", "",
             f"Minimal unique 9x9 Sudoku, whole process, median of {args.runs} runs:", ""]
    lines += throughput(args.count, args.runs)
    lines += ["", f"Time per puzzle, one process per seed (seeds 1..{args.seeds}, limit {args.timeout:.0f} s):", ""]
    lines += per_size(QUICK_SIZES if args.quick else SIZES, args.seeds, args.timeout, args.quick)
    section = "\n".join(lines)
    print(section)
    if not args.quick:
        write_doc(section)
        print(f"written to {bench_common.DOC.relative_to(bench_common.ROOT)}", file=sys.stderr)

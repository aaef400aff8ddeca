"""The benchmark behind `scripts/bench.py [all|KIND]`: which sets there are, how each
solver is run on a set, and the table.

Sets are found in puzzles/ (so sets added later are picked up): every `.lines` file is a
set; every other folder is a set of its puzzle files, and folders named generated, hard
or papers are split by the size in the file names (`-30x30-`, `_21x21`; papers are also
run whole). Solution files are left out.

Per set and solver a row gives: instances, verdicts, median and max time per instance
(median over the runs of each instance's time), puzzles per second, variables and
clauses (puzzle-sat's CNF: median, max), peak memory (largest resident set of the solving
process over the runs), and for peers how many times puzzle-sat is faster (the peer's
median time over puzzle-sat's, per instance).

* puzzle-sat: one `puzzle-sat solve --format json` process per set, all files at once
  (batches use every core). Time per instance is the report's `time_s` (encode, solve,
  read the model, check the answer); puzzles/s is instances over the process's wall time,
  start-up and parsing included. Every answer has passed puzzle-sat's checker.
* CaDiCaL, MiniSat, Kissat: the same, with `--solver NAME` (our DIMACS, a solver process
  per puzzle, model and answer checked by puzzle-sat).
* clingo, CP-SAT, z3: scripts/peers/run.py, our own models of each kind, timed in-process
  (model building and solving; Python start-up left out, which favours the peers);
  puzzles/s is instances over the sum of those times. On the first run every answer is
  converted to our format and verified with `puzzle-sat check`; a wrong one stops the
  benchmark.
"""
import argparse
import functools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Builds go under the target that .cargo/config.toml names for the repository.
with open(ROOT / ".cargo" / "config.toml", "rb") as config:
    BUILD_TARGET = tomllib.load(config)["build"]["target"]
# The benchmarks time what users install: the `dist` profile (Cargo.toml), with link-time
# optimisation. A smoke run (--quick) checks the scripts rather than the figures, on the
# release build the tests use (`use_release_build`), which CI has built already.
PROFILE = "dist"


def binary_of(profile):
    """Where `cargo build --profile PROFILE` puts puzzle-sat."""
    return ROOT / "target" / BUILD_TARGET / profile / "puzzle-sat"


BIN = binary_of(PROFILE)
PUZZLES = ROOT / "puzzles"
PEERS = ROOT / "scripts" / "peers"
SPLIT_BY_SIZE = {"generated", "hard", "papers"}
SIZE = re.compile(r"(\d+)x(\d+)")
# A set whose first run takes longer than this (seconds) is not repeated.
REPEAT_LIMIT = 30.0

# (name, how it runs, kinds it applies to (None: every kind; a peer reports the puzzles it
# does not model as skipped), install hint)
SOLVERS = [
    ("puzzle-sat", ("puzzle-sat", []), None, None),
    ("cadical", ("puzzle-sat", ["--solver", "cadical"]), None, "apt-get install -y cadical"),
    ("minisat", ("puzzle-sat", ["--solver", "minisat"]), None, "apt-get install -y minisat"),
    ("kissat", ("puzzle-sat", ["--solver", "kissat"]), None,
     "pip install --no-deps passagemath-kissat, whose wheel ships the kissat 4.0.4 binary"),
    ("clingo", ("peer", "clingo"), None, "pip install clingo"),
    ("cp-sat", ("peer", "cpsat"), None, "pip install ortools"),
    ("z3", ("peer", "z3"), ["kakuro"], "pip install z3-solver"),
]
DOC = ROOT / "docs" / "BENCHMARKS.md"
QUICK = ["sudoku 9x9/norvig_top95.lines", "sudoku 16x16/janko", "sudoku papers 36x36",
         "kakurasu papers", "kakuro papers", "shakashaka papers", "killer wikipedia"]


def size_key(path):
    m = SIZE.search(Path(path).name)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def puzzle_files(folder):
    return sorted((p for p in folder.iterdir() if p.is_file() and p.suffix in (".txt", ".lines")
                   and ".solution." not in p.name), key=lambda p: (size_key(p), p.name))


def discover(kinds):
    """[(kind, name, [files])] for every set of the given kinds, smallest first."""
    sets = []
    for kind in kinds:
        base = PUZZLES / kind
        for folder in sorted([base, *(p for p in base.rglob("*") if p.is_dir())]):
            files = puzzle_files(folder)
            rel = folder.relative_to(base).as_posix()
            prefix = f"{kind} {rel}".rstrip(" .") if rel != "." else kind
            for f in (f for f in files if f.suffix == ".lines"):
                sets.append((kind, f"{kind} {f.relative_to(base).as_posix()}", [f]))
            plain = [f for f in files if f.suffix == ".txt"]
            if not plain:
                continue
            sizes = sorted({size_key(f) for f in plain})
            split = folder.name in SPLIT_BY_SIZE and len(sizes) > 1
            if not split or folder.name == "papers":  # the papers' sets are also run whole
                sets.append((kind, prefix, plain))
            if split:
                for size in sizes:
                    sets.append((kind, f"{prefix} {size[0]}x{size[1]}", [f for f in plain if size_key(f) == size]))
    return sets


def kissat_from_pip():
    """Kissat has no Debian package; the wheel of passagemath-kissat (PyPI) carries its
    binary in site-packages/sage_wheels/bin. Puts that folder on PATH for the solver
    processes when no other kissat is there."""
    folder = Path(sysconfig.get_paths()["purelib"]) / "sage_wheels" / "bin"
    if shutil.which("kissat") is None and (folder / "kissat").exists():
        os.environ["PATH"] = f"{folder}{os.pathsep}{os.environ['PATH']}"


def solver_missing(name, how):
    """Why a solver cannot run here (with the install command), or None."""
    if how[0] == "peer":
        module = {"clingo": "clingo", "cpsat": "ortools", "z3": "z3"}[how[1]]
        found = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True).returncode == 0
    else:
        program = how[1][1] if how[1] else None
        found = program is None or shutil.which(program) is not None
    return None if found else f"skipped: {name} is not installed ({dict((s[0], s[3]) for s in SOLVERS)[name]})"


# GNU time reports the peak memory of the command alone. The wait4 figure of a child
# started by this (large) Python process starts at the size of this process (vfork).
GNU_TIME = "/usr/bin/time" if Path("/usr/bin/time").exists() else None


def run_measured(cmd, out_path, stuck=None, peak=True):
    """Runs `cmd` with stdout to `out_path`: (exit code, wall seconds, peak RSS in MiB or
    None without `peak`, stderr). With `stuck` (seconds), the command is killed once its
    output has not grown for that long (exit code None). The end is taken by a thread
    blocked in wait4, not by the 50 ms watchdog polls: a 9x9 batch takes about that long,
    and timing it at the next poll had halved its puzzles per second. GNU time, which
    reads the peak, adds about 7 ms to the wall time (39 against 32 ms for a 17-clue
    batch, 20 runs each), so a run that times a short batch should do without it."""
    start = time.perf_counter()
    with open(out_path, "w") as out, tempfile.TemporaryFile("w+") as err, \
            tempfile.NamedTemporaryFile("r") as rss:
        timed = [GNU_TIME, "-f", "%M", "-o", rss.name, *cmd] if GNU_TIME and peak else cmd
        proc = subprocess.Popen(timed, stdout=out, stderr=err, text=True, cwd=ROOT, start_new_session=True)
        ended = {}

        def wait():
            _, status, ended["usage"] = os.wait4(proc.pid, 0)
            ended["at"] = time.perf_counter()
            ended["code"] = os.waitstatus_to_exitcode(status)

        waiter = threading.Thread(target=wait)
        waiter.start()
        size, quiet_since, killed = 0, time.perf_counter(), False
        while waiter.is_alive():
            waiter.join(0.05)
            grown = os.path.getsize(out_path)
            if grown != size:
                size, quiet_since = grown, time.perf_counter()
            elif stuck and not killed and time.perf_counter() - quiet_since > stuck:
                os.killpg(proc.pid, 9)
                killed = True
        waiter.join()
        code, usage = (None if killed else ended["code"]), ended["usage"]
        err.seek(0)
        stderr = err.read()
        reported = rss.read().split()
    peak_kib = int(reported[-1]) if reported and reported[-1].isdigit() else usage.ru_maxrss
    return code, ended["at"] - start, peak_kib / 1024 if peak else None, stderr


# Seconds past the time limit a peer may take on one puzzle before it is killed (clingo
# cannot be interrupted while grounding; 100x100 Shakashaka ground for over 6 minutes).
GRACE = 10.0


def run_peer(cmd, files, timeout):
    """Runs a peer (scripts/peers/run.py) over `files`: (exit code, wall, peak, stderr,
    report lines). A peer stuck on one puzzle past its time limit is killed, the puzzle
    reported unknown at the limit, and the peer restarted after it."""
    lines, wall, peak = [], 0.0, 0.0
    while True:
        skip = sum(1 for r in lines if r["status"] != "started")
        with tempfile.NamedTemporaryFile(suffix=".jsonl") as out:
            code, seconds, rss, stderr = run_measured(
                [*cmd, "--skip", str(skip), *files], out.name, stuck=timeout + GRACE)
            got = [json.loads(line) for line in Path(out.name).read_text().splitlines()]
        lines = [r for r in lines if r["status"] != "started"] + got
        wall, peak = wall + seconds, max(peak, rss)
        if code is not None:
            return code, wall, peak, stderr, [r for r in lines if r["status"] != "started"]
        stuck = lines.pop()
        lines.append({"source": stuck["source"], "status": "unknown", "time_s": timeout, "killed": True})


def slim(report):
    """A report without its answer (a 400x400 grid is megabytes; only verdicts, times and
    sizes are needed here)."""
    report.pop("grid", None)
    return report


def run_once(how, files, timeout, first):
    """(wall seconds, peak MiB, [report dicts]) for one run of a solver over a set."""
    if how[0] == "puzzle-sat":
        cmd = [str(BIN), "solve", "--format", "json", "--timeout", str(timeout), *how[1], *files]
        with tempfile.NamedTemporaryFile(suffix=".jsonl") as out:
            code, wall, peak, stderr = run_measured(cmd, out.name, peak=first)
            reports = [slim(json.loads(line)) for line in Path(out.name).read_text().splitlines()]
        ok = (0, 20, 30)
    else:
        cmd = [sys.executable, str(PEERS / "run.py"), how[1], "--timeout", str(timeout)]
        cmd += ["--check", str(BIN)] if first else []
        code, wall, peak, stderr, reports = run_peer(cmd, files, timeout)
        ok = (0,)
    if code not in ok:
        sys.exit(f"benchmark: {' '.join(cmd[:6])} ... failed ({code}):\n{stderr}")
    return wall, peak, reports


def measure(how, files, runs, timeout):
    """Runs a solver `runs` times over a set (once when the first run is slow). The first
    run reads the peak memory; puzzle-sat's wall time is the median of the others, when
    there are others."""
    walls, peaks, times, last = [], [], {}, []
    for run in range(runs):
        wall, peak, reports = run_once(how, files, timeout, run == 0)
        walls.append(wall)
        peaks.append(peak or 0)  # read on the first run only
        for r in reports:
            if r["status"] != "skipped":
                times.setdefault(r["source"], []).append(r["time_s"])
        last = reports
        if wall > REPEAT_LIMIT:
            break
    solved = [r for r in last if r["status"] != "skipped"]
    if not solved:
        return None
    per_instance = [statistics.median(t) for t in times.values()]
    wall = statistics.median(walls[1:] or walls) if how[0] == "puzzle-sat" else sum(per_instance)
    return {
        "instances": len(solved), "runs": len(walls),
        "verdicts": "/".join(str(sum(r["status"] == s for r in solved)) for s in ("sat", "unsat", "unknown")),
        "median": statistics.median(per_instance), "max": max(per_instance),
        "per_s": len(solved) / wall if wall else float("inf"),
        "vars": [r["variables"] for r in solved if "variables" in r],
        "clauses": [r["clauses"] for r in solved if "clauses" in r],
        "peak": max(peaks), "skipped": len(last) - len(solved),
        "killed": sum(1 for r in solved if r.get("killed")),
        "times": {source: statistics.median(t) for source, t in times.items()},
    }


def fmt_time(s):
    return f"{s * 1e6:.0f} µs" if s < 1e-3 else f"{s * 1000:.2f} ms" if s < 1 else f"{s:.2f} s"


def fmt_size(values):
    return f"{int(statistics.median(values)):,}, {max(values):,}" if values else "–"


def ratio(m, ours):
    """The peer's median time over puzzle-sat's, on the instances both ran."""
    common = [s for s in m["times"] if s in ours["times"]]
    if not common:
        return "–"
    ours_median = statistics.median(ours["times"][s] for s in common)
    return f"{statistics.median(m['times'][s] for s in common) / max(ours_median, 1e-9):.1f}x"


def row(set_name, solver, m, ours, runs_wanted):
    ratio_text = "–" if ours is None or solver == "puzzle-sat" else ratio(m, ours)
    note = f" ({m['skipped']} not modelled)" if m["skipped"] else ""
    note += f" ({m['killed']} killed past the limit)" if m["killed"] else ""
    runs = "" if m["runs"] == runs_wanted else f" ({m['runs']} run)"
    return (f"| {set_name}{runs} | {solver}{note} | {m['instances']} | {m['verdicts']} | {fmt_time(m['median'])} | "
            f"{fmt_time(m['max'])} | {m['per_s']:,.1f} | {fmt_size(m['vars'])} | {fmt_size(m['clauses'])} | "
            f"{m['peak']:.0f} | {ratio_text} |")


HEADER = ["| set | solver | instances | sat/unsat/unknown | median time | max time | puzzles/s "
          "| variables (median, max) | clauses (median, max) | peak MiB | peer : puzzle-sat |",
          "|" + "---|" * 11]


def use_release_build():
    """Makes `build` and `BIN` the release build's, for runs whose figures are not timings."""
    global PROFILE, BIN
    PROFILE = "release"
    BIN = binary_of(PROFILE)


def build():
    """Builds the binary the benchmark runs (`BIN`, of profile `PROFILE`): the release one
    as the tests build it (`build_as_tests`), the others on their own."""
    if PROFILE == "release":
        build_as_tests()
    else:
        subprocess.run(["cargo", "build", "--profile", PROFILE, "--quiet", "-p", "puzzle-sat"], cwd=ROOT, check=True)


def build_as_tests():
    """Builds the release binaries, examples included, as the README's test command does, so
    that after the tests (as in CI) nothing is compiled again: `cargo build -p puzzle-sat`
    resolves the dependencies' features without the tests' dev-dependencies, and compiles
    every crate of the workspace anew."""
    subprocess.run(["cargo", "test", "--release", "--workspace", "--no-run", "--quiet"], cwd=ROOT, check=True)


@functools.cache
def registry():
    """The kinds of puzzle-sat's registry, in its order: one dict per kind as `puzzle-sat
    kinds --format json` prints it (docs/schemas/kinds.schema.json), the binary built first."""
    build()
    out = subprocess.run([str(BIN), "kinds", "--format", "json"], capture_output=True, text=True, check=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def kinds():
    """The names of the registry's kinds."""
    return [record["kind"] for record in registry()]


def kind_record(kind):
    """The registry's record of `kind`."""
    return next(record for record in registry() if record["kind"] == kind)


def machine():
    """One line about this machine: cores, CPU model, memory."""
    cpu = next((l.split(":", 1)[1].strip() for l in Path("/proc/cpuinfo").read_text().splitlines()
                if l.startswith("model name")), "unknown CPU") if Path("/proc/cpuinfo").exists() else "unknown CPU"
    mem = next((int(l.split()[1]) // 1024 // 1024 for l in Path("/proc/meminfo").read_text().splitlines()
                if l.startswith("MemTotal")), 0) if Path("/proc/meminfo").exists() else 0
    return f"{os.cpu_count()} cores ({cpu}), {mem} GiB"


def main(doc, default_kinds, argv, subcommand):
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="runs per set (medians); default 3")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per instance; default 60")
    parser.add_argument("--sets", metavar="REGEX", help="only sets whose name matches (e.g. 'sudoku 9x9|kakuro')")
    parser.add_argument("--solvers", metavar="LIST", help="comma-separated subset of: "
                        + ", ".join(s[0] for s in SOLVERS))
    parser.add_argument("--quick", action="store_true", help="a few small sets, one run")
    parser.add_argument("--list", action="store_true", help="list the sets and stop")
    args = parser.parse_args(argv)
    sets = discover(default_kinds)
    if args.quick:
        sets, args.runs = [s for s in sets if s[1] in QUICK], 1
    if args.sets:
        sets = [s for s in sets if re.search(args.sets, s[1])]
    if args.list:
        print("\n".join(f"{name}: {len(files)} files" for _, name, files in sets))
        return
    build()
    kissat_from_pip()
    wanted = set(args.solvers.split(",")) if args.solvers else {s[0] for s in SOLVERS}
    lines = [f"Benchmark {time.strftime('%Y-%m-%d %H:%M')} UTC, {os.cpu_count()} cores, up to {args.runs} runs "
             f"(medians), {args.timeout:g} s per instance", ""]
    solvers = []
    for name, how, kinds, _ in SOLVERS:
        if name not in wanted:
            continue
        missing = solver_missing(name, how)
        (lines.append(f"* {missing}") if missing else solvers.append((name, how, kinds)))
    lines += ([""] if lines[-1] else []) + HEADER
    print("\n".join(lines), flush=True)
    for kind, set_name, files in sets:
        ours = None
        for name, how, kinds in solvers:
            if kinds is not None and kind not in kinds:
                continue
            m = measure(how, [str(f) for f in files], args.runs, args.timeout)
            if m is None:
                continue
            ours = m if name == "puzzle-sat" else ours
            lines.append(row(set_name, name, m, ours, args.runs))
            print(lines[-1], flush=True)
    out = ROOT / "target" / "bench" / "results.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {out.relative_to(ROOT)}", file=sys.stderr)
    command = " ".join(["scripts/bench.py", subcommand] + argv)
    whole = subcommand == "all" and not args.quick and not args.sets and not args.solvers
    doc = DOC if whole else out.with_name("BENCHMARKS.md")
    doc.write_text(report(lines, command) + kept_sections())
    print(f"written to {doc.relative_to(ROOT)}", file=sys.stderr)


def kept_sections():
    """The part of docs/BENCHMARKS.md that other benchmarks write (from the first
    `<!-- generate:start -->` marker to the last `<!-- generate:end -->`), kept when a
    full run rewrites the rest. Nothing else is kept: the file holds generated tables
    only, and investigations are dated files of docs/experiments/ that no script writes."""
    text = DOC.read_text() if DOC.exists() else ""
    start, end = "<!-- generate:start -->", "<!-- generate:end -->"
    if start not in text or end not in text:
        return ""
    return "\n" + text[text.find(start):text.rfind(end) + len(end)] + "\n"


def report(lines, command):
    """docs/BENCHMARKS.md: what was run, where, and the table."""
    head = [
        "# Benchmarks", "",
        "Written by `scripts/bench.py` after a full run; do not edit by hand. What each column",
        "means: `scripts/bench_common.py`. Per-encoding comparisons: `scripts/bench.py encodings`;",
        "uniqueness: `scripts/bench.py unique` (their latest figures are in docs/ENCODINGS.md).",
        "Investigations, each a dated record that is never rewritten: docs/experiments/.", "",
        f"* Date: {time.strftime('%Y-%m-%d %H:%M')} UTC",
        f"* Machine: {machine()}",
        f"* Command: `{command.strip()}`", "",
    ]
    return "\n".join(head + lines) + "\n"

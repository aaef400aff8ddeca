"""Shared driver of the benchmark scripts (bench-sudoku, bench-shakashaka).

Each set of puzzle files is solved by `puzzle-sat solve --format json` under each
configuration (solver and encoding flags), several times. Every answer is checked by the
independent checker before puzzle-sat prints it. Per set and configuration a row gives:
puzzles, verdicts, median and max per-puzzle time (median over the runs of each puzzle's
encode+solve+decode+check time), puzzles per second (whole command wall time, process
start and parsing included; median over runs), and the CNF's size (median and max
variables and clauses). The table is printed and written to target/bench/NAME.md.
"""
import argparse, json, os, shutil, statistics, subprocess, sys, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / "target" / "release" / "puzzle-sat"


def expand(base, patterns):
    """Puzzle files for glob patterns or folders under `base`, solution files left out."""
    files = []
    for pattern in patterns:
        path = base / pattern
        if path.is_dir():
            files += sorted(p for p in path.rglob("*.txt") if ".solution." not in p.name)
        elif "*" in pattern:
            files += sorted(p for p in base.glob(pattern) if ".solution." not in p.name)
        else:
            files.append(path)
    return [str(f) for f in files]


def installed(config_args):
    """Whether the solver named in a configuration is installed (varisat always is)."""
    solver = config_args[config_args.index("--solver") + 1] if "--solver" in config_args else "varisat"
    if solver == "varisat" or shutil.which(solver) or shutil.which(solver + "5"):
        return True
    print(f"skipped: solver {solver} is not installed (apt-get install -y {solver})", file=sys.stderr)
    return False


def run_once(files, config_args, timeout):
    cmd = [str(BIN), "solve", "--format", "json", *config_args]
    if timeout:
        cmd += ["--timeout", str(timeout)]
    start = time.perf_counter()
    proc = subprocess.run(cmd + files, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if proc.returncode not in (0, 20, 30):
        sys.exit(f"benchmark: {' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr}")
    return wall, [json.loads(line) for line in proc.stdout.splitlines()]


def fmt_time(s):
    return f"{s * 1000:.2f} ms" if s < 1 else f"{s:.2f} s"


def row(name, label, files, config_args, runs, timeout):
    walls, times, last = [], {}, []
    for _ in range(runs):
        wall, reports = run_once(files, config_args, timeout)
        walls.append(wall)
        for r in reports:
            times.setdefault(r["source"], []).append(r["time_s"])
        last = reports
    per_puzzle = [statistics.median(t) for t in times.values()]
    verdicts = "/".join(str(sum(r["status"] == s for r in last)) for s in ("sat", "unsat", "unknown"))
    variables = [r["variables"] for r in last]
    clauses = [r["clauses"] for r in last]
    return (f"| {name} | {label} | {len(last)} | {verdicts} | {fmt_time(statistics.median(per_puzzle))} | "
            f"{fmt_time(max(per_puzzle))} | {len(last) / statistics.median(walls):.1f} | "
            f"{int(statistics.median(variables)):,}, {max(variables):,} | "
            f"{int(statistics.median(clauses)):,}, {max(clauses):,} |")


def main(name, doc, base, sets, configs, quick):
    """`sets`: (name, patterns, runs or None, timeout or None); `configs`: (label, args)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="a few small sets only")
    args = parser.parse_args()
    subprocess.run(["cargo", "build", "--release", "--quiet", "-p", "puzzle-sat"], cwd=ROOT, check=True)
    configs = [(label, cargs) for label, cargs in configs if installed(cargs)]
    lines = [f"{name} benchmark, {time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores, "
             f"{args.runs} runs (medians)", "",
             "| set | configuration | puzzles | sat/unsat/unknown | median time | max time | puzzles/s "
             "| variables (median, max) | clauses (median, max) |", "|" + "---|" * 9]
    print("\n".join(lines), flush=True)
    for set_name, patterns, runs, timeout in sets:
        if args.quick and set_name not in quick:
            continue
        files = expand(base, patterns)
        for label, config_args in configs:
            line = row(set_name, label, files, config_args, runs or args.runs, timeout)
            print(line, flush=True)
            lines.append(line)
    out = ROOT / "target" / "bench" / f"{name.lower()}.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {out.relative_to(ROOT)}", file=sys.stderr)
